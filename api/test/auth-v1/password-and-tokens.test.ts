import { eq } from 'drizzle-orm';
import { signJwt } from '../../src/auth-v1/jwt';
import { authSessions, users } from '../../src/db/schema';
import { CUSTOMER, type TestApp } from '../helpers/test-app';
import {
  auth,
  authTestEnv,
  claimsOf,
  confirmedUser,
  fragmentOf,
  lastMail,
  mailsTo,
  PASSWORD,
  passwordSignIn,
  startAuthApp,
} from './helpers';

authTestEnv({ AUTH_RATE_LIMIT_SIGNIN_EMAIL: '5' });

describe('/auth/v1 sign-up, password sign-in, tokens and the user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp();
  });
  afterAll(() => t.close());

  it('signs up without a session, mails a confirmation link, and /verify redirects with the session', async () => {
    const res = await auth(t, 'POST', '/signup?redirect_to=http%3A%2F%2Flocalhost%3A80%2Fjoin', {
      body: { email: 'Layla@Example.com', password: PASSWORD, data: { full_name: 'Layla Haddad' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-supabase-api-version']).toBe('2024-01-01');
    const user = res.json();
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: 'layla@example.com',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Layla Haddad' },
      identities: [{ provider: 'email', identity_data: { email_verified: false } }],
    });
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.access_token).toBeUndefined();

    const [shopUser] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.Email, 'layla@example.com'));
    expect(shopUser).toMatchObject({ UserName: 'Layla Haddad', RoleID: 2 });

    expect((await passwordSignIn(t, 'layla@example.com')).json()).toMatchObject({
      code: 'email_not_confirmed',
    });

    const mail = await lastMail(t, 'layla@example.com');
    expect(mail.mail.subject).toBe('Confirm your signup');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toMatch(
      /^http:\/\/localhost:80\/auth\/v1\/verify\?token=.+&type=signup&redirect_to=/,
    );

    const redirect = await t.app.inject({ method: 'GET', url: mail.path });
    expect(redirect.statusCode).toBe(303);
    const location = String(redirect.headers.location);
    expect(location.startsWith('http://localhost/join#')).toBe(true);
    const hash = fragmentOf(location);
    expect(hash).toMatchObject({ token_type: 'bearer', type: 'signup', expires_in: '3600' });
    expect(Number(hash.expires_at)).toBeGreaterThan(Date.now() / 1000);
    const claims = claimsOf(hash.access_token!);
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'layla@example.com',
      phone: '',
      aal: 'aal1',
      amr: [{ method: 'email/signup' }],
      iss: 'http://localhost:80/auth/v1',
      is_anonymous: false,
    });
    expect(claims.exp).toBe(Number(hash.expires_at));

    const me = await auth(t, 'GET', '/user', { token: hash.access_token });
    expect(me.json()).toMatchObject({
      id: user.id,
      email_confirmed_at: expect.any(String),
      factors: [],
    });

    // The link works once.
    const again = await t.app.inject({ method: 'GET', url: mail.path });
    expect(fragmentOf(String(again.headers.location))).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
    });
  });

  it('signs in with the password and the same person logs in to the shop modal', async () => {
    const res = await passwordSignIn(t, 'LAYLA@example.com');
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: 'layla@example.com' },
    });
    expect(session.expires_at).toBe(claimsOf(session.access_token).exp);
    expect(claimsOf(session.access_token).amr).toEqual([
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    await expect(t.login('layla@example.com', PASSWORD)).resolves.toContain('=');
  });

  it('lets an existing shop user sign in with the shop password (identity created, email confirmed)', async () => {
    const res = await passwordSignIn(t, CUSTOMER.email, CUSTOMER.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: CUSTOMER.email,
      email_confirmed_at: expect.any(String),
    });
    const again = await passwordSignIn(t, CUSTOMER.email, CUSTOMER.password);
    expect(again.json().user.id).toBe(res.json().user.id);
  });

  it('refuses wrong credentials, then rate-limits per email with 429 over_request_rate_limit', async () => {
    const wrong = await passwordSignIn(t, 'nobody@example.com', 'Whatever1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    });
    for (let i = 0; i < 4; i += 1) await passwordSignIn(t, 'nobody@example.com', 'Whatever1');
    const limited = await passwordSignIn(t, 'nobody@example.com', 'Whatever1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('over_request_rate_limit');
  });

  it('rotates refresh tokens; a reused token answers 400 refresh_token_already_used and ends the family', async () => {
    const session = await confirmedUser(t, 'omar@example.com');
    const first = await auth(t, 'POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(rotated.access_token).session_id).toBe(
      claimsOf(session.access_token).session_id,
    );

    const reused = await auth(t, 'POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'refresh_token_already_used' });
    // The whole family is revoked: the successor no longer works, nor does the access token.
    const successor = await auth(t, 'POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: rotated.refresh_token },
    });
    expect(successor.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const me = await auth(t, 'GET', '/user', { token: rotated.access_token });
    expect(me.statusCode).toBe(403);
    expect(me.json().code).toBe('session_not_found');

    const unknown = await auth(t, 'POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: 'nope' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('refresh_token_not_found');
  });

  it('refuses the refresh token of an expired session with 400 session_expired', async () => {
    const session = (await passwordSignIn(t, 'omar@example.com')).json();
    await t.database.db
      .update(authSessions)
      .set({ notAfter: new Date(Date.now() - 1000) })
      .where(eq(authSessions.id, String(claimsOf(session.access_token).session_id)));
    const res = await auth(t, 'POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('session_expired');
  });

  it('refuses an expired or forged access token with 403 bad_jwt and a missing one with 401', async () => {
    const session = (await passwordSignIn(t, 'omar@example.com')).json();
    const [header, payload] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url')}.x`;
    const res = await auth(t, 'GET', '/user', { token: forged });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('bad_jwt');
    const anonymous = await auth(t, 'GET', '/user');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('no_authorization');
  });

  it('refuses a token for another issuer or audience, or before its nbf, with 403 bad_jwt', async () => {
    const session = await confirmedUser(t, 'hessa@example.com');
    expect((await auth(t, 'GET', '/user', { token: session.access_token })).statusCode).toBe(200);
    // Issued for http://localhost:80/auth/v1: another host is another issuer.
    const elsewhere = await auth(t, 'GET', '/user', {
      token: session.access_token,
      headers: { host: 'elsewhere.example' },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({
      code: 'bad_jwt',
      msg: 'invalid JWT: token has invalid claims: token has invalid issuer',
    });

    const claims = claimsOf(session.access_token);
    const secret = process.env.AUTH_JWT_SECRET!;
    const refusals = [
      [{ ...claims, aud: 'service_role' }, 'token has invalid audience'],
      [{ ...claims, nbf: Math.floor(Date.now() / 1000) + 60 }, 'token is not valid yet'],
    ] as const;
    for (const [payload, reason] of refusals) {
      const res = await auth(t, 'GET', '/user', { token: await signJwt(payload, secret) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'bad_jwt',
        msg: `invalid JWT: token has invalid claims: ${reason}`,
      });
    }
  });

  it('updates the password and metadata; the new password works in both sign-ins', async () => {
    const session = (await passwordSignIn(t, 'omar@example.com')).json();
    const weak = await auth(t, 'PUT', '/user', {
      token: session.access_token,
      body: { password: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({
      code: 'weak_password',
      weak_password: { reasons: ['length'] },
    });
    const same = await auth(t, 'PUT', '/user', {
      token: session.access_token,
      body: { password: PASSWORD },
    });
    expect(same.json().code).toBe('same_password');
    const res = await auth(t, 'PUT', '/user', {
      token: session.access_token,
      body: { password: 'NewSunlight#77', data: { city: 'Dubai', full_name: null } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_metadata).toEqual({ city: 'Dubai' });
    expect((await passwordSignIn(t, 'omar@example.com')).statusCode).toBe(400);
    expect((await passwordSignIn(t, 'omar@example.com', 'NewSunlight#77')).statusCode).toBe(200);
    await expect(t.login('omar@example.com', 'NewSunlight#77')).resolves.toContain('=');
  });

  it('logs out locally, others or globally (204), revoking refresh tokens', async () => {
    const a = (await passwordSignIn(t, 'layla@example.com')).json();
    const b = (await passwordSignIn(t, 'layla@example.com')).json();
    const c = (await passwordSignIn(t, 'layla@example.com')).json();
    const refresh = (token: string) =>
      auth(t, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: token } });

    const local = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: {
        apikey: 'reluxe-public-anon-key',
        authorization: `Bearer ${a.access_token}`,
        'content-type': 'application/json;charset=UTF-8',
      },
    });
    expect(local.statusCode).toBe(204);
    expect((await refresh(a.refresh_token)).json().code).toBe('refresh_token_not_found');
    expect(
      (await auth(t, 'POST', '/logout?scope=others', { token: b.access_token })).statusCode,
    ).toBe(204);
    expect((await refresh(c.refresh_token)).json().code).toBe('refresh_token_not_found');
    const kept = await refresh(b.refresh_token);
    expect(kept.statusCode).toBe(200);
    expect((await auth(t, 'POST', '/logout', { token: kept.json().access_token })).statusCode).toBe(
      204,
    );
    expect((await auth(t, 'GET', '/user', { token: kept.json().access_token })).json().code).toBe(
      'session_not_found',
    );
  });

  it('answers an existing address at sign-up like a new one and mails the owner instead', async () => {
    const before = (await mailsTo(t, CUSTOMER.email)).length;
    const res = await auth(t, 'POST', '/signup', {
      body: { email: CUSTOMER.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: CUSTOMER.email, identities: [] });
    const mails = await mailsTo(t, CUSTOMER.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe('You already have a Reluxe account');
  });

  it('validates input with GoTrue-shaped 400s and needs the apikey', async () => {
    const bad = await auth(t, 'POST', '/signup', {
      body: { email: 'not-an-email', password: PASSWORD },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      msg: expect.stringContaining('email'),
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { apikey: 'reluxe-public-anon-key', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('bad_json');
    const grant = await auth(t, 'POST', '/token?grant_type=magic', { body: {} });
    expect(grant.statusCode).toBe(400);
    const phone = await auth(t, 'POST', '/token?grant_type=password', {
      body: { phone: '+971500000000', password: 'x' },
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().code).toBe('phone_provider_disabled');
    const noKey = await t.app.inject({ method: 'GET', url: '/auth/v1/settings' });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().code).toBe('no_api_key');
    const wrongKey = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/settings',
      headers: { apikey: 'other' },
    });
    expect(wrongKey.json().code).toBe('invalid_api_key');
    const missing = await auth(t, 'POST', '/nowhere', { body: {} });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it('accepts same-origin browser writes (the shop CSRF rule) and refuses cross-site ones', async () => {
    const browser = (site: string, origin: string) =>
      auth(t, 'POST', '/token?grant_type=password', {
        body: { email: 'csrf@example.com', password: PASSWORD },
        headers: { 'sec-fetch-site': site, origin, host: 'shop.example' },
      });
    // Reaches the route (invalid_credentials) rather than the shop's cross-site refusal.
    const same = await browser('same-origin', 'http://shop.example');
    expect(same.json().code).toBe('invalid_credentials');
    expect((await browser('cross-site', 'https://evil.example')).statusCode).toBe(403);
  });

  it('answers /settings and the provider pages', async () => {
    const settings = await auth(t, 'GET', '/settings');
    expect(settings.json()).toMatchObject({
      external: { email: true, phone: false, facebook: false, google: false },
      mailer_autoconfirm: false,
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/authorize?provider=facebook&redirect_to=http%3A%2F%2Flocalhost%3A80%2Fjoin',
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('The facebook provider is not configured on this server');
    expect(page.body).toContain('href="http://localhost:80/join"');
    expect(page.body).toContain('Back to sign in');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/authorize?provider=myspace',
    });
    expect(unknown.statusCode).toBe(400);
  });
});
