import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { PASSWORD_RESET_TEXT } from '../src/contracts';
import { BACKENDS, call, startTestApp, testConfig, type TestApp } from './helpers/test-app';

const FORGOT = '/api/User/forgotPassword.php';
const RESET = '/api/User/resetPassword.php';
const DETAILS = '/api/User/getUserDetails.php';
const OLD_PASSWORD = 'Secret#123';
const NEW_PASSWORD = 'Fresh#4567';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const linkSent = { status: 'success', message: PASSWORD_RESET_TEXT.linkSent };
const refused = (message: string) => ({ status: 'error', message });
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Each test asks from its own client address, so the hourly caps of one do not reach another. */
let nextAddress = 0;
const freshAddress = () => `10.40.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;

describe.each(BACKENDS)('forgot and reset password on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, extra: { cookie?: string; ip?: string } = {}) =>
    call(t, {
      method: 'POST',
      url,
      payload,
      cookie: extra.cookie,
      remoteAddress: extra.ip ?? freshAddress(),
    });
  const forgot = (Email: string, ip?: string) => post(FORGOT, { Email }, { ip });
  const reset = (Token: string, Password = NEW_PASSWORD, conf_Password = Password) =>
    post(RESET, { Token, Password, conf_Password });
  const query = async <R>(text: string, values: unknown[] = []) =>
    (await t.database.pool.query(text, values)).rows as R[];

  /** A customer signed up with the storefront in `language` (its cookie). */
  async function signUp(email: string, language: 'en' | 'ar' = 'en') {
    const res = await call(t, {
      method: 'POST',
      url: '/api/User/signup.php',
      headers: { cookie: `reluxe_lang=${language}` },
      payload: {
        fName: 'Layla',
        lName: 'Haddad',
        Email: email,
        Password: OLD_PASSWORD,
        conf_Password: OLD_PASSWORD,
        number: '971501234567',
      },
    });
    expect(res.json().status).toBe('success');
  }

  const outbox = (email: string) =>
    query<{ kind: string; language: string; text_body: string; user_id: number | null }>(
      'SELECT kind, language, text_body, user_id FROM mail_outbox WHERE recipient = $1 ORDER BY id',
      [email],
    );

  /** The token of the newest reset link mailed to `email`. */
  async function mailedToken(email: string): Promise<string> {
    const mails = await outbox(email);
    const text = mails.at(-1)?.text_body ?? '';
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}: ${text}`);
    return token;
  }

  /** Asks for a link and answers its token. */
  async function linkFor(email: string): Promise<string> {
    expect((await forgot(email)).json()).toEqual(linkSent);
    return mailedToken(email);
  }

  it('answers the same for a known and an unknown address; only the known one gets a mail', async () => {
    await signUp('layla@example.com', 'ar');
    const known = await forgot('Layla@Example.com');
    const unknown = await forgot('nobody-here@example.com');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(linkSent);
    }
    expect(known.body).toBe(unknown.body);
    const [mail, ...more] = await outbox('layla@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'password_reset', language: 'ar' });
    expect(mail!.user_id).toEqual(expect.any(Number));
    expect(mail!.text_body).toContain('/reset-password?token=');
    expect(await outbox('nobody-here@example.com')).toEqual([]);
    const [{ n }] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM password_resets r JOIN users u ON u.id = r.user_id
        WHERE u.email <> 'layla@example.com'`,
    );
    expect(n).toBe(0);
  });

  it('keeps only the SHA-256 of the mailed token, valid for 30 minutes', async () => {
    await signUp('hash@example.com');
    const token = await linkFor('hash@example.com');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await query<{ token_hash: string; minutes: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes
         FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = $1`,
      ['hash@example.com'],
    );
    expect(rows).toEqual([{ token_hash: sha256(token), minutes: 30 }]);
    expect(rows[0]!.token_hash).not.toContain(token);
  });

  it('sets the new password, ends every session of the user, and the link works once', async () => {
    await signUp('reset@example.com');
    const first = await t.login('reset@example.com', OLD_PASSWORD);
    const second = await t.login('reset@example.com', OLD_PASSWORD);
    const [{ id }] = await query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      'reset@example.com',
    ]);
    // A hosted-auth sign-in of the same person, with its refresh token.
    const [{ id: authSession }] = await query<{ id: string }>(
      `INSERT INTO auth_sessions (user_id, not_after) VALUES ($1, now() + interval '1 day')
       RETURNING id`,
      [id],
    );
    await query('INSERT INTO auth_refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [
      sha256(`refresh-${id}`),
      authSession,
    ]);
    const token = await linkFor('reset@example.com');

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'success', message: PASSWORD_RESET_TEXT.done });
    for (const cookie of [first, second]) {
      const details = await call(t, { method: 'GET', url: DETAILS, cookie });
      expect(details.statusCode).toBe(401);
    }
    const counts = await query<{ shop: number; hosted: number; refresh: number }>(
      `SELECT (SELECT count(*)::int FROM sessions WHERE user_id = $1) AS shop,
              (SELECT count(*)::int FROM auth_sessions WHERE user_id = $1) AS hosted,
              (SELECT count(*)::int FROM auth_refresh_tokens WHERE session_id = $2) AS refresh`,
      [id, authSession],
    );
    expect(counts).toEqual([{ shop: 0, hosted: 0, refresh: 0 }]);
    await expect(t.login('reset@example.com', OLD_PASSWORD)).rejects.toThrow('login failed');
    await t.login('reset@example.com', NEW_PASSWORD);

    const again = await reset(token, 'Another#789');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused(PASSWORD_RESET_TEXT.linkUsed));
    await t.login('reset@example.com', NEW_PASSWORD);
  });

  it('refuses a link after its 30 minutes', async () => {
    await signUp('late@example.com');
    const token = await linkFor('late@example.com');
    await query(
      `UPDATE password_resets SET created_at = created_at - interval '31 minutes',
              expires_at = expires_at - interval '31 minutes' WHERE token_hash = $1`,
      [sha256(token)],
    );
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(PASSWORD_RESET_TEXT.linkExpired));
    await t.login('late@example.com', OLD_PASSWORD);
  });

  it('refuses a weak password or a mismatch, and the link still works after', async () => {
    await signUp('weak@example.com');
    const token = await linkFor('weak@example.com');
    const short = await reset(token, 'abc12');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual(refused('Password must be at least 8 characters long'));
    const noDigit = await reset(token, 'onlyletters');
    expect(noDigit.json()).toEqual(refused('Password must contain letters and numbers'));
    const mismatch = await reset(token, NEW_PASSWORD, 'Fresh#4568');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual(refused('Passwords do not match'));
    expect((await reset(token)).json()).toEqual({
      status: 'success',
      message: PASSWORD_RESET_TEXT.done,
    });
    await t.login('weak@example.com', NEW_PASSWORD);
  });

  it('refuses an unknown token, and older links once a newer one was used', async () => {
    const unknown = await reset(crypto.randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(refused(PASSWORD_RESET_TEXT.linkInvalid));
    expect((await post(RESET, { Password: NEW_PASSWORD })).statusCode).toBe(400);

    await signUp('twice@example.com');
    const older = await linkFor('twice@example.com');
    const newer = await linkFor('twice@example.com');
    expect(newer).not.toBe(older);
    expect((await reset(newer)).statusCode).toBe(200);
    expect((await reset(older, 'Other#1234')).json()).toEqual(
      refused(PASSWORD_RESET_TEXT.linkInvalid),
    );
    await t.login('twice@example.com', NEW_PASSWORD);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    await signUp('race@example.com');
    const token = await linkFor('race@example.com');
    const answers = await Promise.all([reset(token, 'Racer#1111'), reset(token, 'Racer#2222')]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const loser = answers.find((res) => res.statusCode === 400)!;
    expect(loser.json()).toEqual(refused(PASSWORD_RESET_TEXT.linkUsed));
    const winner = answers[0]!.statusCode === 200 ? 'Racer#1111' : 'Racer#2222';
    await t.login('race@example.com', winner);
  });

  it('limits the links asked for one email (5 an hour) with 429 and Retry-After', async () => {
    await signUp('often@example.com');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await forgot('often@example.com')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    const limited = await forgot('OFTEN@example.com');
    expectLimited(limited);
    expect(await outbox('often@example.com')).toHaveLength(5);
    // The same count for an address without an account: nothing tells them apart.
    for (let i = 0; i < 5; i++) await forgot('ghost@example.com');
    expectLimited(await forgot('ghost@example.com'));
  });

  it('limits the links asked for from one address (20 an hour)', async () => {
    const ip = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) codes.push((await forgot(`many-${i}@example.com`, ip)).statusCode);
    expect(codes).toEqual(Array<number>(20).fill(200));
    expectLimited(await forgot('many-20@example.com', ip));
    expect((await forgot('many-20@example.com')).statusCode).toBe(200);
  });
});

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    status: 'error',
    message: expect.stringMatching(
      /^Too many requests for a password reset link, retry in \d+ (second|minute)s?$/,
    ),
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
}

describe('password-reset limits shared by two instances through Redis', () => {
  const prefix = `reluxe-test-${crypto.randomBytes(6).toString('hex')}:`;
  let t: TestApp;
  let other: FastifyInstance;
  const limits = { passwordResetEmailRateLimit: 3, passwordResetIpRateLimit: 5 };

  beforeAll(async () => {
    t = await startTestApp('pglite', { redisUrl: REDIS_URL, redisKeyPrefix: prefix, ...limits });
    other = await buildApp({
      database: t.database,
      logger: false,
      config: testConfig(t.dataDir, { redisUrl: REDIS_URL, redisKeyPrefix: prefix, ...limits }),
    });
  });

  afterAll(async () => {
    await other?.close();
    await t?.close();
    const redis = new Redis(REDIS_URL);
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      keys.push(...(batch as string[]));
    }
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const forgotOn = (app: FastifyInstance, Email: string, ip: string) =>
    app.inject({ method: 'POST', url: FORGOT, payload: { Email }, remoteAddress: ip });

  it('count per email across both apps', async () => {
    expect([t.app.limits.driver, other.limits.driver]).toEqual(['redis', 'redis']);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const app = i % 2 === 0 ? t.app : other;
      codes.push((await forgotOn(app, 'shared@example.com', `10.50.0.${i}`)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    expectLimited(await forgotOn(t.app, 'shared@example.com', '10.50.0.9'));
  });

  it('count per address across both apps', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? t.app : other;
      codes.push((await forgotOn(app, `address-${i}@example.com`, '10.50.1.1')).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await forgotOn(other, 'address-9@example.com', '10.50.1.2')).statusCode).toBe(200);
  });
});
