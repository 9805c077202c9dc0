import { eq } from 'drizzle-orm';
import { authMfaChallenges } from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';
import {
  auth,
  authTestEnv,
  claimsOf,
  PASSWORD,
  passwordSignIn,
  startAuthApp,
  totpCode,
} from './helpers';

authTestEnv({ AUTH_AUTOCONFIRM: 'true' });

describe('/auth/v1 TOTP factors and the assurance level (autoconfirm on)', () => {
  let t: TestApp;
  let token: string;
  let refreshToken: string;
  beforeAll(async () => {
    t = await startAuthApp();
  });
  afterAll(() => t.close());

  it('answers a session at sign-up when AUTH_AUTOCONFIRM=true', async () => {
    const res = await auth(t, 'POST', '/signup', {
      body: { email: 'mona@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      token_type: 'bearer',
      user: { email_confirmed_at: expect.any(String) },
    });
    const again = await auth(t, 'POST', '/signup', {
      body: { email: 'mona@example.com', password: PASSWORD },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('user_already_exists');
    expect((await auth(t, 'GET', '/settings')).json().mailer_autoconfirm).toBe(true);
    token = res.json().access_token;
    refreshToken = res.json().refresh_token;
  });

  it('enrolls, refuses a wrong code, verifies a right one and upgrades the session to aal2', async () => {
    const enrolled = await auth(t, 'POST', '/factors', {
      token,
      body: { factor_type: 'totp', friendly_name: 'Phone', issuer: 'Reluxe' },
    });
    expect(enrolled.statusCode).toBe(200);
    const factor = enrolled.json();
    expect(factor).toMatchObject({
      type: 'totp',
      friendly_name: 'Phone',
      totp: { secret: expect.any(String) },
    });
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/Reluxe:mona%40example\.com\?.*secret=/);
    expect((await auth(t, 'GET', '/user', { token })).json().factors).toEqual([
      expect.objectContaining({
        id: factor.id,
        status: 'unverified',
        factor_type: 'totp',
        friendly_name: 'Phone',
      }),
    ]);
    const duplicate = await auth(t, 'POST', '/factors', {
      token,
      body: { factor_type: 'totp', friendly_name: 'Phone' },
    });
    expect(duplicate.json().code).toBe('mfa_factor_name_conflict');
    const phone = await auth(t, 'POST', '/factors', {
      token,
      body: { factor_type: 'phone', phone: '+971500000000' },
    });
    expect(phone.statusCode).toBe(422);

    const challenge = await auth(t, 'POST', `/factors/${factor.id}/challenge`, { token, body: {} });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toMatchObject({ type: 'totp', expires_at: expect.any(Number) });
    const challengeId = challenge.json().id;

    const right = totpCode(factor.totp.secret);
    const wrongCode = right === '123456' ? '654321' : '123456';
    const wrong = await auth(t, 'POST', `/factors/${factor.id}/verify`, {
      token,
      body: { challenge_id: challengeId, code: wrongCode },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'mfa_verification_failed',
      msg: 'Invalid TOTP code entered',
    });

    const verified = await auth(t, 'POST', `/factors/${factor.id}/verify`, {
      token,
      body: { challenge_id: challengeId, code: right },
    });
    expect(verified.statusCode).toBe(200);
    const session = verified.json();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: 'mona@example.com' },
    });
    const claims = claimsOf(session.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.session_id).toBe(claimsOf(token).session_id);
    expect((claims.amr as { method: string }[]).map((e) => e.method)).toEqual(['totp', 'password']);
    expect(session.user.factors[0]).toMatchObject({ id: factor.id, status: 'verified' });

    // The challenge is spent; the old refresh token was replaced but stays in the family.
    const replay = await auth(t, 'POST', `/factors/${factor.id}/verify`, {
      token,
      body: { challenge_id: challengeId, code: right },
    });
    expect(replay.json().code).toBe('mfa_challenge_expired');
    const refreshed = await auth(t, 'POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(claimsOf(refreshed.json().access_token).aal).toBe('aal2');
    expect(refreshToken).not.toBe(session.refresh_token);
    token = refreshed.json().access_token;
  });

  it('refuses an expired challenge', async () => {
    const factors = (await auth(t, 'GET', '/user', { token })).json().factors;
    const challenge = (
      await auth(t, 'POST', `/factors/${factors[0].id}/challenge`, { token, body: {} })
    ).json();
    await t.database.db
      .update(authMfaChallenges)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(authMfaChallenges.id, challenge.id));
    const res = await auth(t, 'POST', `/factors/${factors[0].id}/verify`, {
      token,
      body: { challenge_id: challenge.id, code: '000000' },
    });
    expect(res.json().code).toBe('mfa_challenge_expired');
  });

  it('signs in again at aal1, needs aal2 to enroll more or unenroll, then unenrolls', async () => {
    const aal1 = (await passwordSignIn(t, 'mona@example.com')).json();
    expect(claimsOf(aal1.access_token).aal).toBe('aal1');
    const factor = aal1.user.factors[0];
    expect(factor.status).toBe('verified');
    const more = await auth(t, 'POST', '/factors', {
      token: aal1.access_token,
      body: { factor_type: 'totp' },
    });
    expect(more.statusCode).toBe(422);
    expect(more.json().code).toBe('insufficient_aal');
    const refused = await auth(t, 'DELETE', `/factors/${factor.id}`, { token: aal1.access_token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('insufficient_aal');
    const unknown = await auth(t, 'DELETE', '/factors/not-a-uuid', { token });
    expect(unknown.statusCode).toBe(404);

    const removed = await auth(t, 'DELETE', `/factors/${factor.id}`, { token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: factor.id });
    expect((await auth(t, 'GET', '/user', { token })).json().factors).toEqual([]);
  });
});
