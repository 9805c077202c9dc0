import { Button, shopApi } from 'shared-contracts';
import { SelectField, TextField } from 'shared-contracts/src/ui-extras';
import { signupFormSchema, type SignupForm } from 'shared-contracts/src/schemas';
import { Form, Lead, Message, Pair, Switch, Title } from './form-styles';
import { useModalForm } from './use-modal-form';

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
  const { bind, submit, submitting, failure } = useModalForm({
    schema: signupFormSchema,
    initial: EMPTY,
    send: shopApi.user.signup,
    onSuccess: (_response, data) => onSignedUp(data.Email),
  });

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
