import { TextField } from 'shared-contracts/ui-extras';
import { useAuthText } from './i18n/messages';
import { Message } from './form-styles';
import { modalMessage } from './response-message';

/** A form's refusal (the server's or the network's), in the active language. */
export function FailureMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Message $tone="error" role="alert">
      {modalMessage(message)}
    </Message>
  );
}

interface SignInEmailProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** The account's email where one signs in or asks for a link: plain text, typed left to right. */
export function SignInEmailField(props: SignInEmailProps) {
  const t = useAuthText();
  return (
    <TextField
      label={t('email')}
      type="text"
      autoComplete="email"
      inputMode="email"
      dir="ltr"
      required
      data-autofocus
      {...props}
    />
  );
}
