import { useState, type FormEvent } from 'react';
import {
  Button,
  closeLoginModal,
  loggedIn,
  shopApi,
  storedUserFromLogin,
  TextField,
  TIMINGS,
  useAppDispatch,
  ERRORS,
} from 'shared-contracts';
import { fieldErrors, loginSchema } from 'shared-contracts/src/schemas';
import { messageForFailure } from './answer-message';
import { Form, Lead, Message, Switch, Title } from './form-styles';
import { useTimedMessage } from './use-timed-message';

interface SignInFormProps {
  initialEmail?: string;
  /** A note carried over from the sign-up view ('your account is ready'). */
  notice?: string | null;
  onSwitch: () => void;
  titleId: string;
}

/**
 * Sign In (spec sections 3-5): Email (plain text) and Password, both required. A successful
 * login stores the user, closes the modal and leaves the shopper on the same page.
 */
export function SignInForm({ initialEmail = '', notice, onSwitch, titleId }: SignInFormProps) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState({ Email: initialEmail, Password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const failure = useTimedMessage(TIMINGS.modalErrorMs);

  const change = (name: 'Email' | 'Password') => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    failure.clear();
    setSubmitting(true);
    try {
      const answer = await shopApi.user.login(parsed.data);
      if (answer.status === 'error') {
        failure.show(answer.message || ERRORS.network);
        setSubmitting(false);
        return;
      }
      dispatch(loggedIn(storedUserFromLogin(answer)));
      dispatch(closeLoginModal());
    } catch (error) {
      failure.show(messageForFailure(error));
      setSubmitting(false);
    }
  };

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
        name="Email"
        type="text"
        autoComplete="email"
        inputMode="email"
        required
        data-autofocus
        value={values.Email}
        error={errors.Email || undefined}
        onChange={(event) => change('Email')(event.target.value)}
      />
      <TextField
        label="Password"
        name="Password"
        type="password"
        autoComplete="current-password"
        required
        value={values.Password}
        error={errors.Password || undefined}
        onChange={(event) => change('Password')(event.target.value)}
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
