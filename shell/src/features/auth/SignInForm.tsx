import {
  Button,
  closeLoginModal,
  loggedIn,
  storedUserFromLogin,
  useAppDispatch,
} from 'shared-contracts';
import { logIn } from './api/log-in';
import { TextField } from 'shared-contracts/ui-extras';
import { loginSchema } from 'shared-contracts/schemas';
import { useAuthText } from './i18n/messages';
import { AsideAction, Form, Lead, Message, Switch, Title } from './form-styles';
import { useModalForm } from './use-modal-form';
import { FailureMessage, SignInEmailField } from './modal-fields';

interface SignInFormProps {
  initialEmail?: string;
  /** Just signed up: the note 'your account is ready' shows. */
  signedUp?: boolean;
  onSwitch: () => void;
  /** 'Forgot password?', with the address typed so far. */
  onForgot: (email: string) => void;
  titleId: string;
}

/**
 * Sign In: Email (plain text) and Password, both required. A successful login stores the user,
 * closes the modal and leaves the shopper on the same page.
 */
export function SignInForm({
  initialEmail = '',
  signedUp,
  onSwitch,
  onForgot,
  titleId,
}: SignInFormProps) {
  const t = useAuthText();
  const dispatch = useAppDispatch();
  const { values, bind, submit, submitting, failure } = useModalForm({
    schema: loginSchema,
    initial: { Email: initialEmail, Password: '' },
    send: logIn,
    onSuccess: (response) => {
      dispatch(loggedIn(storedUserFromLogin(response)));
      dispatch(closeLoginModal());
    },
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <Title id={titleId}>{t('welcomeBack')}</Title>
      <Lead>{t('signInLead')}</Lead>
      {signedUp && <Message $tone="success">{t('signedUpNote')}</Message>}
      <FailureMessage message={failure.message} />
      <SignInEmailField {...bind('Email')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        required
        {...bind('Password')}
      />
      <AsideAction type="button" onClick={() => onForgot(values.Email)}>
        {t('forgotPassword')}
      </AsideAction>
      <Button type="submit" $block disabled={submitting} aria-busy={submitting}>
        {t('signIn')}
      </Button>
      <Switch>
        {t('newToReluxe')}
        <button type="button" onClick={onSwitch}>
          {t('signUp')}
        </button>
      </Switch>
    </Form>
  );
}
