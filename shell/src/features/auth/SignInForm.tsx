import {
  Button,
  closeLoginModal,
  loggedIn,
  shopApi,
  storedUserFromLogin,
  useAppDispatch,
} from 'shared-contracts';
import { TextField } from 'shared-contracts/src/ui-extras';
import { loginSchema } from 'shared-contracts/src/schemas';
import { Form, Lead, Message, Switch, Title } from './form-styles';
import { useModalForm } from './use-modal-form';

interface SignInFormProps {
  initialEmail?: string;
  /** A note carried over from the sign-up view ('your account is ready'). */
  notice?: string | null;
  onSwitch: () => void;
  titleId: string;
}

/**
 * Sign In: Email (plain text) and Password, both required. A successful login stores the user,
 * closes the modal and leaves the shopper on the same page.
 */
export function SignInForm({ initialEmail = '', notice, onSwitch, titleId }: SignInFormProps) {
  const dispatch = useAppDispatch();
  const { bind, submit, submitting, failure } = useModalForm({
    schema: loginSchema,
    initial: { Email: initialEmail, Password: '' },
    send: shopApi.user.login,
    onSuccess: (response) => {
      dispatch(loggedIn(storedUserFromLogin(response)));
      dispatch(closeLoginModal());
    },
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <Title id={titleId}>Welcome Back</Title>
      <Lead>Access your wishlist, bag and the pieces you sell.</Lead>
      {notice && <Message $tone="success">{notice}</Message>}
      {failure.message && (
        <Message $tone="error" role="alert">
          {failure.message}
        </Message>
      )}
      <TextField
        label="Email"
        type="text"
        autoComplete="email"
        inputMode="email"
        required
        data-autofocus
        {...bind('Email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...bind('Password')}
      />
      <Button type="submit" $block disabled={submitting} aria-busy={submitting}>
        Sign In
      </Button>
      <Switch>
        New to Reluxe?
        <button type="button" onClick={onSwitch}>
          Sign Up
        </button>
      </Switch>
    </Form>
  );
}
