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
import { JOIN_TEXT, PROVIDERS, type AuthView } from '../hosted-auth/join-text';
import { ProviderIcon } from '../hosted-auth/ProviderIcon';
import { useJoin } from '../hosted-auth/use-join';

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
  const { view, fields, loading } = join;
  const text = JOIN_TEXT[view];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void join.submit();
  };
  const password =
    view === 'sign_in' || view === 'sign_up' || view === 'update_password' ? JOIN_TEXT[view] : null;

  return (
    <Stage data-theme="dark">
      <Card data-view={view}>
        <Brand>RELUXE</Brand>
        <CardTitle id="join-title">{text.title}</CardTitle>
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
                  {`${view === 'sign_up' ? JOIN_TEXT.sign_up.social : JOIN_TEXT.sign_in.social} ${JOIN_TEXT.providers[provider]}`}
                </Social>
              ))}
            </Socials>
            <Divider>{JOIN_TEXT.or}</Divider>
          </>
        )}
        <Form noValidate onSubmit={onSubmit}>
          {WITH_EMAIL.includes(view) && (
            <Field>
              <label htmlFor={`${id}-email`}>{JOIN_TEXT.emailLabel}</label>
              <DarkInput
                id={`${id}-email`}
                type="email"
                name="email"
                autoComplete="email"
                placeholder={JOIN_TEXT.emailPlaceholder}
                value={fields.email}
                onChange={(e) => join.setField('email', e.target.value)}
              />
            </Field>
          )}
          {password && (
            <Field>
              <label htmlFor={`${id}-password`}>{password.passwordLabel}</label>
              <DarkInput
                id={`${id}-password`}
                type="password"
                name="password"
                autoComplete={view === 'sign_in' ? 'current-password' : 'new-password'}
                placeholder={password.passwordPlaceholder}
                value={fields.password}
                onChange={(e) => join.setField('password', e.target.value)}
              />
            </Field>
          )}
          {view === 'verify_otp' && (
            <Field>
              <label htmlFor={`${id}-token`}>{JOIN_TEXT.verify_otp.tokenLabel}</label>
              <DarkInput
                id={`${id}-token`}
                name="token"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={JOIN_TEXT.verify_otp.tokenPlaceholder}
                value={fields.token}
                onChange={(e) => join.setField('token', e.target.value)}
              />
            </Field>
          )}
          <Primary type="submit" disabled={loading || !join.ready}>
            {loading ? text.loading : text.button}
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
        <Links aria-label="Other ways to sign in">
          {view === 'sign_in' ? (
            <>
              <LinkButton type="button" onClick={() => join.switchTo('forgotten_password')}>
                {JOIN_TEXT.forgotten_password.link}
              </LinkButton>
              <LinkButton type="button" onClick={() => join.switchTo('magic_link')}>
                {JOIN_TEXT.magic_link.link}
              </LinkButton>
              <LinkButton type="button" onClick={() => join.switchTo('sign_up')}>
                {JOIN_TEXT.sign_up.link}
              </LinkButton>
            </>
          ) : (
            <>
              {view === 'magic_link' && (
                <LinkButton type="button" onClick={() => join.switchTo('verify_otp')}>
                  {JOIN_TEXT.verify_otp.link}
                </LinkButton>
              )}
              <LinkButton type="button" onClick={() => join.switchTo('sign_in')}>
                {JOIN_TEXT.sign_in.link}
              </LinkButton>
            </>
          )}
        </Links>
      </Card>
    </Stage>
  );
}
