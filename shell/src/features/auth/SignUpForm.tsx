import { Button } from 'shared-contracts';
import { SelectField, TextField } from 'shared-contracts/ui-extras';
import { signupFormSchema, type SignupForm } from 'shared-contracts/schemas';
import { signUp } from './api/sign-up';
import { useAuthText } from './i18n/messages';
import { Form, Lead, Pair, Switch, Title } from './form-styles';
import { useModalForm } from './use-modal-form';
import { FailureMessage } from './modal-fields';

type Field = keyof SignupForm;

const EMPTY: Record<Field, string> = {
  fName: '',
  lName: '',
  Email: '',
  number: '',
  Password: '',
  conf_Password: '',
  birthdate: '',
  gender: '',
};

interface SignUpFormProps {
  onSwitch: () => void;
  onSignedUp: (email: string) => void;
  titleId: string;
}

/**
 * Sign Up: fName, lName, Email, number, Password and conf_Password required; birthdate and gender
 * optional. Every other rule (the phone number's digits, the passwords' match) is the server's: its
 * `status: 'error'` message shows for 4 s.
 */
export function SignUpForm({ onSwitch, onSignedUp, titleId }: SignUpFormProps) {
  const t = useAuthText();
  const { bind, submit, submitting, failure } = useModalForm({
    schema: signupFormSchema,
    initial: EMPTY,
    send: signUp,
    onSuccess: (_response, data) => onSignedUp(data.Email),
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <Title id={titleId}>{t('joinReluxe')}</Title>
      <Lead>{t('signUpLead')}</Lead>
      <FailureMessage message={failure.message} />
      <Pair>
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          required
          data-autofocus
          {...bind('fName')}
        />
        <TextField label={t('lastName')} autoComplete="family-name" required {...bind('lName')} />
      </Pair>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        required
        {...bind('Email')}
      />
      <TextField
        label={t('phoneNumber')}
        type="number"
        inputMode="numeric"
        autoComplete="tel"
        dir="ltr"
        required
        {...bind('number')}
      />
      <Pair>
        <TextField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          required
          {...bind('Password')}
        />
        <TextField
          label={t('confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...bind('conf_Password')}
        />
      </Pair>
      <Pair>
        <TextField label={t('birthdate')} type="date" autoComplete="bday" {...bind('birthdate')} />
        <SelectField label={t('gender')} {...bind('gender')}>
          <option value="">{t('preferNotToSay')}</option>
          <option value="Male">{t('male')}</option>
          <option value="Female">{t('female')}</option>
        </SelectField>
      </Pair>
      <Button type="submit" $block disabled={submitting} aria-busy={submitting}>
        {t('signUp')}
      </Button>
      <Switch>
        {t('alreadyHaveAccount')}
        <button type="button" onClick={onSwitch}>
          {t('signIn')}
        </button>
      </Switch>
    </Form>
  );
}
