import { KeyRound } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  Notice,
  openLoginModal,
  PageContainer,
  PASSWORD_RESET_TEXT,
  useAppDispatch,
} from 'shared-contracts';
import { PasswordField } from '../../app/PasswordField';
import { useAccountText } from '../../i18n/messages';
import { serverMessage } from '../../i18n/server-message';
import { useResetPassword } from './use-reset-password';

const Card = styled.section`
  max-width: 460px;
  margin: 40px auto;
  padding: 40px 36px 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.mobile} {
    margin: 16px auto;
    padding: 28px 20px;
  }
  > svg {
    display: block;
    margin: 0 auto 14px;
    color: ${({ theme }) => theme.colors.accent};
  }
  h1 {
    margin: 0 0 8px;
    text-align: center;
    font-size: clamp(26px, 3.2vw, 32px);
  }
`;

const Lead = styled.p`
  margin: 0 0 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * /reset-password?token=…: the mailed link's page. Sets a new password with the link's token; a
 * link without one is refused before anything is typed, with the way to ask for a new one.
 */
export function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const t = useAccountText();
  const form = useResetPassword();
  const askAgain = (
    <Button type="button" $block onClick={() => dispatch(openLoginModal('forgot'))}>
      {t('requestNewLink')}
    </Button>
  );

  return (
    <PageContainer>
      <Card aria-labelledby="reset-password-title">
        <KeyRound size={30} strokeWidth={1.4} aria-hidden="true" />
        <h1 id="reset-password-title">{t('resetTitle')}</h1>
        {!form.hasToken ? (
          <>
            <Notice $tone="error" role="alert">
              {serverMessage(t, PASSWORD_RESET_TEXT.linkInvalid)}
            </Notice>
            {askAgain}
          </>
        ) : form.done ? (
          <>
            <Notice $tone="success" role="status">
              {serverMessage(t, form.done)}
            </Notice>
            <Button type="button" $block onClick={() => dispatch(openLoginModal('signin'))}>
              {t('signIn')}
            </Button>
          </>
        ) : (
          <form noValidate aria-labelledby="reset-password-title" onSubmit={form.submit}>
            <Lead>{t('resetLead')}</Lead>
            {form.refusal && (
              <Notice $tone="error" role="alert">
                {serverMessage(t, form.refusal)}
              </Notice>
            )}
            <PasswordField
              label={t('password')}
              name="Password"
              autoComplete="new-password"
              required
              hint={t('newPasswordHint')}
              value={form.values.Password}
              error={form.errors.Password && serverMessage(t, form.errors.Password)}
              onChange={(event) => form.change('Password', event.target.value)}
            />
            <PasswordField
              label={t('confirmPassword')}
              name="conf_Password"
              autoComplete="new-password"
              required
              value={form.values.conf_Password}
              error={form.errors.conf_Password && serverMessage(t, form.errors.conf_Password)}
              onChange={(event) => form.change('conf_Password', event.target.value)}
            />
            {form.linkRefused ? (
              askAgain
            ) : (
              <Button type="submit" $block disabled={form.sending} aria-busy={form.sending}>
                {t('setNewPassword')}
              </Button>
            )}
          </form>
        )}
      </Card>
    </PageContainer>
  );
}
