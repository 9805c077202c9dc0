import { useState, type FormEvent } from 'react';
import { Button, ERRORS, SelectField, shopApi, TextField, TIMINGS } from 'shared-contracts';
import { fieldErrors, signupSchema, type SignupForm } from 'shared-contracts/src/schemas';
import { messageForFailure } from './answer-message';
import { Form, Lead, Message, Pair, Switch, Title } from './form-styles';
import { useTimedMessage } from './use-timed-message';

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
 * Sign Up (spec sections 3 and 5): fName, lName, Email, number, Password and conf_Password
 * required; birthdate and gender optional. Password rules beyond that are the server's: its
 * `status: 'error'` message shows for 4 s.
 */
export function SignUpForm({ onSwitch, onSignedUp, titleId }: SignUpFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const failure = useTimedMessage(TIMINGS.modalErrorMs);

  const bind = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name] || undefined,
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: '' }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = signupSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    failure.clear();
    setSubmitting(true);
    try {
      const answer = await shopApi.user.signup(parsed.data);
      if (answer.status === 'error') {
        failure.show(answer.message || ERRORS.network);
        setSubmitting(false);
        return;
      }
      onSignedUp(parsed.data.Email);
    } catch (error) {
      failure.show(messageForFailure(error));
      setSubmitting(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <Title id={titleId}>Join Reluxe</Title>
      <Lead>Buy and sell authenticated luxury with confidence.</Lead>
      {failure.message && (
        <Message $tone="error" role="alert">
          {failure.message}
        </Message>
      )}
      <Pair>
        <TextField
          label="First Name"
          autoComplete="given-name"
          required
          data-autofocus
          {...bind('fName')}
        />
        <TextField label="Last Name" autoComplete="family-name" required {...bind('lName')} />
      </Pair>
      <TextField label="Email" type="email" autoComplete="email" required {...bind('Email')} />
      <TextField
        label="Phone Number"
        type="number"
        inputMode="numeric"
        autoComplete="tel"
        required
        {...bind('number')}
      />
      <Pair>
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          {...bind('Password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          {...bind('conf_Password')}
        />
      </Pair>
      <Pair>
        <TextField label="Birthdate" type="date" autoComplete="bday" {...bind('birthdate')} />
        <SelectField label="Gender" {...bind('gender')}>
          <option value="">Prefer not to say</option>
          <option value="Male">Male</option>
          <option value="Female">Female</option>
        </SelectField>
      </Pair>
      <Button type="submit" $block disabled={submitting} aria-busy={submitting}>
        Sign Up
      </Button>
      <Switch>
        Already have an account?
        <button type="button" onClick={onSwitch}>
          Sign In
        </button>
      </Switch>
    </Form>
  );
}
