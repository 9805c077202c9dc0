import { useEffect, useState } from 'react';
import { useNavigate } from 'shared-contracts';
import styled from 'styled-components';
import { useSupabase } from '../hosted-auth/auth-client';
import { Brand, Card, CardTitle, Primary, Stage, dark } from '../hosted-auth/auth-ui';
import { MfaSection } from './MfaSection';
import { Ltr } from 'shared-contracts/ui-extras';
import { useAccountText } from '../../i18n/messages';

const Address = styled.p`
  margin: 0 0 20px;
  text-align: center;
  color: ${dark.muted};
  font-size: 14px;
  strong {
    display: block;
    margin-top: 4px;
    color: ${dark.text};
    font-size: 17px;
    font-weight: 500;
    word-break: break-all;
  }
`;

const Loading = styled.p`
  text-align: center;
  color: ${dark.muted};
`;

/** /success: the address signed in at the hosted auth service, Sign Out, and MFA. */
export function SuccessPage() {
  const client = useSupabase();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const t = useAccountText();

  useEffect(() => {
    if (!client) return;
    let active = true;
    void client.auth.getUser().then(({ data, error }) => {
      if (!active) return;
      if (error || !data.user) navigate('/join', { replace: true });
      else setEmail(data.user.email ?? data.user.phone ?? data.user.id);
    });
    const { data } = client.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') navigate('/join');
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client, navigate]);

  const signOut = async () => {
    if (!client) return;
    setSigningOut(true);
    const { error } = await client.auth.signOut();
    if (error) console.error('Sign out failed:', error);
    navigate('/join');
  };

  return (
    <Stage data-theme="dark">
      <Card $wide aria-labelledby="success-title">
        <Brand>RELUXE</Brand>
        <CardTitle id="success-title">{t('signedInTitle')}</CardTitle>
        {email === null || !client ? (
          <Loading role="status">{t('checkingSession')}</Loading>
        ) : (
          <>
            <Address>
              {t('signedInAs')}
              <strong data-testid="signed-in-email">
                <Ltr>{email}</Ltr>
              </strong>
            </Address>
            <Primary
              type="button"
              style={{ width: '100%' }}
              disabled={signingOut}
              onClick={() => void signOut()}
            >
              {t('signOut')}
            </Primary>
            <MfaSection client={client} />
          </>
        )}
      </Card>
    </Stage>
  );
}
