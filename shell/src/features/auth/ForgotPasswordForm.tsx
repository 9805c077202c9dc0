import { useState } from 'react';
import styled from 'styled-components';
import { Button, PASSWORD_RESET_TEXT } from 'shared-contracts';
import { forgotPasswordSchema } from 'shared-contracts/schemas';
import { forgotPassword } from './api/forgot-password';
import { useAuthText } from './i18n/messages';
import { Form, Lead, Message, Switch, Title } from './form-styles';
import { modalMessage } from './response-message';
import { useModalForm } from './use-modal-form';
import { FailureMessage, SignInEmailField } from './modal-fields';

/** The footer holds only 'Back to Sign In': no gap before it, so it sits in the middle. */
const Back = styled(Switch)`
  button {
    margin-inline-start: 0;
  }
`;

interface ForgotPasswordFormProps {
  initialEmail?: string;
  /** Back to Sign In, with the address as typed here. */
  onBack: (email: string) => void;
  titleId: string;
}

/**
 * 'Reset your password': mails a link to set a new password (User/forgotPassword.php). The server
 * answers the same whether or not the account exists; its message shows until the next send.
 */
export function ForgotPasswordForm({
  initialEmail = '',
  onBack,
  titleId,
}: ForgotPasswordFormProps) {
  const t = useAuthText();
  const [sent, setSent] = useState('');
  const { values, bind, submit, submitting, failure } = useModalForm({
    schema: forgotPasswordSchema,
    initial: { Email: initialEmail },
    send: (data) => {
      setSent('');
      return forgotPassword(data);
    },
    onSuccess: (response) => setSent(response.message || PASSWORD_RESET_TEXT.linkSent),
    repeatable: true,
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <Title id={titleId}>{t('resetTitle')}</Title>
      <Lead>{t('resetLead')}</Lead>
      <div role="status">{sent && <Message $tone="success">{modalMessage(sent)}</Message>}</div>
      <FailureMessage message={failure.message} />
      <SignInEmailField {...bind('Email')} />
      <Button type="submit" $block disabled={submitting} aria-busy={submitting}>
        {t('sendResetLink')}
      </Button>
      <Back>
        <button type="button" onClick={() => onBack(values.Email)}>
          {t('backToSignIn')}
        </button>
      </Back>
    </Form>
  );
}
