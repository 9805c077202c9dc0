import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { TOTP } from 'otpauth';
import { DEV_ANON_KEY } from '../../src/plugins/remotes-config';
import { startTestApp, type TestApp } from '../helpers/test-app';

export const ANON_KEY = DEV_ANON_KEY;
export const PASSWORD = 'Sunlight#2026';

/** Settings for the auth suites: reuse detection at once, small mail limits to test them. */
export function authTestEnv(extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    AUTH_REFRESH_REUSE_INTERVAL: '0',
    AUTH_JWT_SECRET: 'test-secret-for-the-auth-v1-suites-0123456789',
    ...extra,
  });
}

export const startAuthApp = () => startTestApp('pglite');

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An /auth/v1 call as supabase-js makes it: apikey, optional user token, JSON body. */
export function auth(
  t: TestApp,
  method: Method,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method,
    url: `/auth/v1${path}`,
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${options.token ?? ANON_KEY}`,
      'x-supabase-api-version': '2024-01-01',
      ...(options.body !== undefined ? { 'content-type': 'application/json;charset=UTF-8' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  };
  return t.app.inject(request);
}

export async function mailsTo(t: TestApp, email: string): Promise<Mail[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
  });
  return res.json();
}

/** The newest mail to the address: its verify link, the link's token and the 6-digit code. */
export async function lastMail(t: TestApp, email: string) {
  const [mail] = await mailsTo(t, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = mail.links.find((l) => l.includes('/auth/v1/verify'))!;
  const url = new URL(link);
  const code = /code: (\d{6})/.exec(mail.text)?.[1];
  return {
    mail,
    link,
    path: `${url.pathname}${url.search}`,
    token: url.searchParams.get('token')!,
    code: code!,
  };
}

/** The session in the fragment of a /verify redirect. */
export function fragmentOf(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(location.split('#')[1] ?? ''));
}

/** Decodes (without verifying) a JWT payload. */
export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
}

export const totpCode = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });

/** Signs up with autoconfirm off, confirms through the mailbox, and answers the session. */
export async function confirmedUser(t: TestApp, email: string, password = PASSWORD) {
  const signup = await auth(t, 'POST', '/signup', {
    body: { email, password, data: { full_name: 'Test Person' } },
  });
  if (signup.statusCode !== 200) throw new Error(`signup failed: ${signup.body}`);
  const { token } = await lastMail(t, email);
  const verified = await auth(t, 'POST', '/verify', {
    body: { type: 'signup', token_hash: token },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return verified.json() as { access_token: string; refresh_token: string; user: { id: string } };
}

export async function passwordSignIn(t: TestApp, email: string, password = PASSWORD) {
  return auth(t, 'POST', '/token?grant_type=password', { body: { email, password } });
}
