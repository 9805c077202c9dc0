import { useId, type FormEvent } from 'react';
import { useSupabase } from '../hosted-auth/auth-client';
import {
  Brand,
  Card,
  CardTitle,
  DarkInput,
  Divider,
  Form,
  Field,
  LinkButton,
  Links,
  Message,
  Primary,
  Social,
  Socials,
  Stage,
} from '../hosted-auth/auth-ui';
import { JOIN_TEXT, PROVIDERS, PROVIDER_NAMES, type AuthView } from '../hosted-auth/join-text';
import { ProviderIcon } from '../hosted-auth/ProviderIcon';
import { useJoin } from '../hosted-auth/use-join';
import { useAccountText } from '../../i18n/messages';

const WITH_PROVIDERS: AuthView[] = ['sign_in', 'sign_up', 'magic_link'];
const WITH_EMAIL: AuthView[] = [
  'sign_in',
  'sign_up',
  'forgotten_password',
  'magic_link',
  'verify_otp',
];

/** Hosted authentication (/join): six views on supabase-js, dark theme, 360 px card. */
export function JoinPage() {
  const id = useId();
  const client = useSupabase();
  const join = useJoin(client);
  const t = useAccountText();
  const { view, fields, loading } = join;
  const text = JOIN_TEXT[view];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void join.submit();
  };
  const password =
    text.passwordLabel && text.passwordPlaceholder
      ? { label: t(text.passwordLabel), placeholder: t(text.passwordPlaceholder) }
      : null;
  const link = (target: AuthView) => t(JOIN_TEXT[target].link!);

  return (
    <Stage data-theme="dark">
      <Card data-view={view}>
        <Brand>RELUXE</Brand>
        <CardTitle id="join-title">{t(text.title)}</CardTitle>
        {WITH_PROVIDERS.includes(view) && (
          <>
            <Socials>
              {PROVIDERS.map((provider) => (
                <Social
                  key={provider}
                  type="button"
                  disabled={!join.ready}
                  onClick={() => void join.signInWith(provider)}
                >
                  <ProviderIcon provider={provider} />
                  {t(view === 'sign_up' ? 'signUpWith' : 'signInWith', {
                    provider: PROVIDER_NAMES[provider],
                  })}
                </Social>
              ))}
            </Socials>
            <Divider>{t('or')}</Divider>
          </>
        )}
        <Form noValidate onSubmit={onSubmit}>
          {WITH_EMAIL.includes(view) && (
            <Field>
              <label htmlFor={`${id}-email`}>{t('joinEmailLabel')}</label>
              <DarkInput
                id={`${id}-email`}
                type="email"
                name="email"
                autoComplete="email"
                placeholder={t('joinEmailPlaceholder')}
                value={fields.email}
                onChange={(e) => join.setField('email', e.target.value)}
              />
            </Field>
          )}
          {password && (
            <Field>
              <label htmlFor={`${id}-password`}>{password.label}</label>
              <DarkInput
                id={`${id}-password`}
                type="password"
                name="password"
                autoComplete={view === 'sign_in' ? 'current-password' : 'new-password'}
                placeholder={password.placeholder}
                value={fields.password}
                onChange={(e) => join.setField('password', e.target.value)}
              />
            </Field>
          )}
          {view === 'verify_otp' && (
            <Field>
              <label htmlFor={`${id}-token`}>{t('otpTokenLabel')}</label>
              <DarkInput
                id={`${id}-token`}
                name="token"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('otpTokenPlaceholder')}
                value={fields.token}
                onChange={(e) => join.setField('token', e.target.value)}
              />
            </Field>
          )}
          <Primary type="submit" disabled={loading || !join.ready}>
            {loading ? t(text.loading) : t(text.button)}
          </Primary>
          {join.message && (
            <Message
              $tone={join.message.tone}
              role={join.message.tone === 'danger' ? 'alert' : 'status'}
            >
              {join.message.text}
            </Message>
          )}
        </Form>
        <Links aria-label={t('otherWays')}>
          {view === 'sign_in' ? (
            <>
              <LinkButton type="button" onClick={() => join.switchTo('forgotten_password')}>
                {link('forgotten_password')}
              </LinkButton>
              <LinkButton type="button" onClick={() => join.switchTo('magic_link')}>
                {link('magic_link')}
              </LinkButton>
              <LinkButton type="button" onClick={() => join.switchTo('sign_up')}>
                {link('sign_up')}
              </LinkButton>
            </>
          ) : (
            <>
              {view === 'magic_link' && (
                <LinkButton type="button" onClick={() => join.switchTo('verify_otp')}>
                  {link('verify_otp')}
                </LinkButton>
              )}
              <LinkButton type="button" onClick={() => join.switchTo('sign_in')}>
                {link('sign_in')}
              </LinkButton>
            </>
          )}
        </Links>
      </Card>
    </Stage>
  );
}
