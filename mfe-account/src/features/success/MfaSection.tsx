import { useId } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { SupabaseClient } from '@supabase/supabase-js';
import styled from 'styled-components';
import { DarkInput, Field, Form, Message, Primary, Secondary, dark } from '../hosted-auth/auth-ui';
import { useMfa } from './use-mfa';
import { Fact, FactList, Ltr } from 'shared-contracts/ui-extras';
import { useAccountText } from '../../i18n/messages';

const Section = styled.section`
  margin-top: 28px;
  padding-top: 24px;
  border-top: 1px solid ${dark.border};
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 18px;
    color: ${dark.text};
    margin: 0 0 14px;
  }
  p {
    color: ${dark.muted};
    font-size: 14px;
    margin: 0 0 14px;
  }
`;

/** Each level in a card of the dark auth theme. */
const Levels = styled(FactList)`
  gap: 10px;
  margin-block-end: 16px;
  div {
    padding: 10px 12px;
    background: ${dark.input};
    border: 1px solid ${dark.border};
    border-radius: 4px;
  }
  dt {
    color: ${dark.muted};
  }
  dd {
    margin: 4px 0 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    color: ${dark.brand};
    font-size: 16px;
  }
`;

const FactorRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 0;
  border-bottom: 1px solid ${dark.border};
  span {
    font-size: 14px;
  }
  small {
    display: block;
    color: ${dark.success};
    font-size: 12px;
  }
  button {
    min-height: 34px;
    margin: 0;
    padding: 0 12px;
    font-size: 12px;
  }
`;

const Qr = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  margin-bottom: 14px;
  img {
    width: 180px;
    height: 180px;
    background: #fff;
    padding: 6px;
    border-radius: 4px;
  }
  code {
    max-width: 100%;
    padding: 6px 10px;
    background: ${dark.input};
    border: 1px solid ${dark.border};
    border-radius: 4px;
    font-size: 13px;
    letter-spacing: 0.08em;
    word-break: break-all;
    color: ${dark.text};
  }
`;

/** The MFA part of /success. */
export function MfaSection({ client }: { client: SupabaseClient }) {
  const id = useId();
  const mfa = useMfa(client, true);
  const t = useAccountText();
  const verified = mfa.factors.length > 0;
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {verified ? (
          <ShieldCheck size={18} aria-hidden="true" />
        ) : (
          <ShieldOff size={18} aria-hidden="true" />
        )}
        {t('twoFactor')}
      </h2>
      {mfa.assurance && (
        <Levels columns={2} aria-label={t('assuranceLevel')}>
          <Fact label={t('assuranceLevel')} testId="aal-current">
            {mfa.assurance.currentLevel ? <Ltr>{mfa.assurance.currentLevel}</Ltr> : t('levelNone')}
          </Fact>
          <Fact label={t('nextLevel')} testId="aal-next">
            {mfa.assurance.nextLevel ? <Ltr>{mfa.assurance.nextLevel}</Ltr> : t('levelNone')}
          </Fact>
        </Levels>
      )}
      {verified ? (
        <ul
          style={{ listStyle: 'none', padding: 0, margin: '0 0 14px' }}
          aria-label={t('yourFactors')}
        >
          {mfa.factors.map((factor) => (
            <FactorRow key={factor.id}>
              <span>
                {t('authenticatorApp', { type: factor.factor_type })}
                <small>{factor.status === 'verified' ? t('factorVerified') : factor.status}</small>
              </span>
              <Secondary
                type="button"
                disabled={mfa.busy}
                onClick={() => void mfa.remove(factor.id)}
              >
                {t('remove')}
              </Secondary>
            </FactorRow>
          ))}
        </ul>
      ) : (
        !mfa.enrolment && <p>{t('mfaIntro')}</p>
      )}
      {mfa.enrolment ? (
        <Form
          noValidate
          aria-label={t('verifyApp')}
          onSubmit={(event) => {
            event.preventDefault();
            void mfa.verify();
          }}
        >
          <p>{t('scanCode')}</p>
          <Qr>
            <img src={mfa.enrolment.qr} alt={t('qrAlt')} />
            <code aria-label={t('secret')} data-testid="totp-secret" dir="ltr">
              {mfa.enrolment.secret}
            </code>
          </Qr>
          <Field>
            <label htmlFor={`${id}-code`}>{t('verificationCode')}</label>
            <DarkInput
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={mfa.code}
              onChange={(event) => mfa.setCode(event.target.value)}
            />
          </Field>
          <Primary type="submit" disabled={mfa.busy}>
            {t('verify')}
          </Primary>
          <Secondary
            type="button"
            disabled={mfa.busy}
            onClick={() => void mfa.remove(mfa.enrolment!.factorId)}
          >
            {t('cancelSetup')}
          </Secondary>
        </Form>
      ) : (
        !verified && (
          <Primary
            type="button"
            style={{ width: '100%' }}
            disabled={mfa.busy}
            onClick={() => void mfa.enroll()}
          >
            {t('setUpApp')}
          </Primary>
        )
      )}
      {mfa.error && (
        <Message $tone="danger" role="alert" style={{ marginTop: 14 }}>
          {mfa.error}
        </Message>
      )}
    </Section>
  );
}
