import type { TestApp } from '../helpers/test-app';
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

authTestEnv({ AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: '4' });

describe('/auth/v1 magic links, recovery, confirmation codes and the dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp();
  });
  afterAll(() => t.close());

  it('mails a magic link that signs a new person in (create_user) and confirms the address', async () => {
    const res = await auth(t, 'POST', '/otp?redirect_to=http%3A%2F%2Flocalhost%2Fjoin', {
      body: { email: 'noor@example.com', create_user: true, data: {} },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const { mail, path, link } = await lastMail(t, 'noor@example.com');
    expect(mail).toMatchObject({ to: 'noor@example.com', subject: 'Your magic link' });
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(link).toContain('type=magiclink');

    const redirect = await t.app.inject({ method: 'GET', url: path });
    expect(redirect.statusCode).toBe(303);
    const location = String(redirect.headers.location);
    expect(location.startsWith('http://localhost/join#')).toBe(true);
    const hash = fragmentOf(location);
    expect(hash.type).toBe('magiclink');
    expect(claimsOf(hash.access_token!).amr).toEqual([
      { method: 'magiclink', timestamp: expect.any(Number) },
    ]);
    const me = await auth(t, 'GET', '/user', { token: hash.access_token });
    expect(me.json()).toMatchObject({
      email: 'noor@example.com',
      email_confirmed_at: expect.any(String),
    });
  });

  it('signs in with the 6-digit code of the magic-link mail (verifyOtp type email)', async () => {
    await auth(t, 'POST', '/otp', { body: { email: 'noor@example.com', create_user: false } });
    const { code } = await lastMail(t, 'noor@example.com');
    const wrong = await auth(t, 'POST', '/verify', {
      body: {
        email: 'noor@example.com',
        token: code === '000000' ? '111111' : '000000',
        type: 'email',
      },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 'otp_expired',
      msg: 'Token has expired or is invalid',
    });
    const res = await auth(t, 'POST', '/verify', {
      body: { email: 'noor@example.com', token: code, type: 'email' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'bearer', user: { email: 'noor@example.com' } });
    expect(claimsOf(res.json().access_token).amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ]);
    const reused = await auth(t, 'POST', '/verify', {
      body: { email: 'noor@example.com', token: code, type: 'email' },
    });
    expect(reused.statusCode).toBe(403);
  });

  it('refuses a magic link for an unknown address when create_user is false', async () => {
    const res = await auth(t, 'POST', '/otp', {
      body: { email: 'ghost@example.com', create_user: false },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('otp_disabled');
  });

  it('resets a password through the recovery mail: /verify lands on /join with type=recovery', async () => {
    await confirmedUser(t, 'sara@example.com');
    const res = await auth(t, 'POST', '/recover', { body: { email: 'sara@example.com' } });
    expect(res.statusCode).toBe(200);
    const { mail, path } = await lastMail(t, 'sara@example.com');
    expect(mail.subject).toBe('Reset your password');
    const redirect = await t.app.inject({ method: 'GET', url: path });
    const location = String(redirect.headers.location);
    expect(location.startsWith('http://localhost/join#')).toBe(true);
    const hash = fragmentOf(location);
    expect(hash.type).toBe('recovery');
    const updated = await auth(t, 'PUT', '/user', {
      token: hash.access_token,
      body: { password: 'Reset#Pass99' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await passwordSignIn(t, 'sara@example.com', 'Reset#Pass99')).statusCode).toBe(200);
    // Unknown addresses get the same empty answer and no mail.
    const unknown = await auth(t, 'POST', '/recover', { body: { email: 'nobody@example.com' } });
    expect(unknown.statusCode).toBe(200);
    expect(await mailsTo(t, 'nobody@example.com')).toHaveLength(0);
  });

  it('confirms a sign-up with the mailed code and a recovery with POST /verify token_hash', async () => {
    await auth(t, 'POST', '/signup', { body: { email: 'hamad@example.com', password: PASSWORD } });
    const { code } = await lastMail(t, 'hamad@example.com');
    const res = await auth(t, 'POST', '/verify', {
      body: { email: 'hamad@example.com', token: code, type: 'signup' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email_confirmed_at).toEqual(expect.any(String));

    await auth(t, 'POST', '/recover', { body: { email: 'hamad@example.com' } });
    const { token } = await lastMail(t, 'hamad@example.com');
    const wrongType = await auth(t, 'POST', '/verify', {
      body: { token_hash: token, type: 'magiclink' },
    });
    expect(wrongType.statusCode).toBe(403);
    const recovered = await auth(t, 'POST', '/verify', {
      body: { token_hash: token, type: 'recovery' },
    });
    expect(recovered.statusCode).toBe(200);
    expect(claimsOf(recovered.json().access_token).amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) },
    ]);
  });

  it('changes the email address after the link mailed to the new address', async () => {
    const session = await confirmedUser(t, 'old@example.com');
    const res = await auth(t, 'PUT', '/user', {
      token: session.access_token,
      body: { email: 'new@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'old@example.com', new_email: 'new@example.com' });
    const { path } = await lastMail(t, 'new@example.com');
    const redirect = await t.app.inject({ method: 'GET', url: path });
    const hash = fragmentOf(String(redirect.headers.location));
    expect(hash.type).toBe('email_change');
    expect(claimsOf(hash.access_token!).email).toBe('new@example.com');
    expect((await passwordSignIn(t, 'new@example.com')).statusCode).toBe(200);
    const taken = await auth(t, 'PUT', '/user', {
      token: hash.access_token,
      body: { email: 'sara@example.com' },
    });
    expect(taken.json().code).toBe('email_exists');
  });

  it('refuses phone types, unknown types and bad links clearly', async () => {
    const sms = await auth(t, 'POST', '/verify', {
      body: { phone: '+971500000000', token: '123456', type: 'sms' },
    });
    expect(sms.statusCode).toBe(400);
    expect(sms.json().msg).toMatch(/not supported/);
    const change = await auth(t, 'POST', '/verify', {
      body: { token: '123456', type: 'phone_change' },
    });
    expect(change.statusCode).toBe(400);
    const odd = await auth(t, 'POST', '/verify', { body: { token_hash: 'x', type: 'teleport' } });
    expect(odd.json().code).toBe('validation_failed');
    const invite = await auth(t, 'POST', '/verify', { body: { token_hash: 'x', type: 'invite' } });
    expect(invite.statusCode).toBe(403);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/verify?token=forged&type=magiclink',
    });
    expect(bad.statusCode).toBe(303);
    const location = String(bad.headers.location);
    expect(location.startsWith('http://localhost/success#')).toBe(true);
    expect(fragmentOf(location)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    // redirect_to elsewhere is not followed.
    const away = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/verify?token=forged&type=recovery&redirect_to=https%3A%2F%2Fevil.example%2F',
    });
    expect(String(away.headers.location).startsWith('http://localhost/join#error=')).toBe(true);
  });

  it('limits mails per address with 429 over_email_send_rate_limit', async () => {
    const send = () =>
      auth(t, 'POST', '/otp', { body: { email: 'busy@example.com', create_user: true } });
    for (let i = 0; i < 4; i += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'over_email_send_rate_limit',
      msg: 'Email rate limit exceeded',
    });
  });

  it('serves the mailbox page and the JSON list (newest first, ?to= filter)', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
    expect(all.length).toBeGreaterThan(5);
    expect(Object.keys(all[0]).sort()).toEqual([
      'created_at',
      'html',
      'id',
      'links',
      'subject',
      'text',
      'to',
    ]);
    expect(Date.parse(all[0].created_at)).toBeGreaterThanOrEqual(Date.parse(all[1].created_at));
    expect((await mailsTo(t, 'SARA@example.com')).every((m) => m.to === 'sara@example.com')).toBe(
      true,
    );
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=sara%40example.com' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Reset your password');
    expect(page.body).toContain('/auth/v1/verify?token=');
  });
});
