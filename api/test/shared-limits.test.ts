import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { SIGN_IN_UNAVAILABLE, SIGN_UP_UNAVAILABLE } from '../src/limits';
import { ADMIN, CUSTOMER, seedTestDatabase, testConfig } from './helpers/test-app';
import { copyPgliteTemplate } from './helpers/pglite-template';
import { ANON_KEY } from './auth-v1/helpers';

// The rate limits live in Redis when REDIS_URL is set, so every api instance counts against the
// same limits: two apps on one database and one Redis here, each request alternating between them.
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const KEY_PREFIX = `reluxe-test-${crypto.randomBytes(6).toString('hex')}:`;
const CLOSED_PORT_URL = 'redis://127.0.0.1:1';

const signupForm = (Email: string) => ({
  fName: 'Rana',
  lName: 'Khalil',
  Email,
  Password: 'Secret#123',
  conf_Password: 'Secret#123',
  number: '971501112233',
});

/** The hosted auth's settings: a per-email sign-in limit of 5 per window. */
const env = {
  ...process.env,
  AUTH_JWT_SECRET: 'test-secret-for-the-shared-limits-suite-0123456789',
  AUTH_RATE_LIMIT_SIGNIN_EMAIL: '5',
};

describe('rate limits shared through Redis', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-shared-limits-'));
  let database: Database;
  const apps: FastifyInstance[] = [];

  const start = async (overrides: Partial<AppConfig>) => {
    const config = testConfig(dataDir, {
      redisKeyPrefix: KEY_PREFIX,
      loginRateLimit: 5,
      ...overrides,
    });
    const app = await buildApp({ database, logger: false, config, env });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    await copyPgliteTemplate(dataDir, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    database = await openDatabase({ dataDir });
    await seedTestDatabase(database);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    const redis = new Redis(REDIS_URL);
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${KEY_PREFIX}*`, count: 500 })) {
      keys.push(...(batch as string[]));
    }
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const shopSignIn = (app: FastifyInstance, Email: string, Password: string, ip = '10.1.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/User/UserLogin.php',
      payload: { Email, Password },
      remoteAddress: ip,
    });

  const shopSignUp = (app: FastifyInstance, Email: string, ip = '10.1.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/User/signup.php',
      payload: signupForm(Email),
      remoteAddress: ip,
    });

  const hosted = (app: FastifyInstance, url: string, body: unknown, ip = '10.1.0.1') =>
    app.inject({
      method: 'POST',
      url: `/auth/v1${url}`,
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    });

  /** Runs `attempt` n times, alternating between the apps; answers the status codes. */
  const alternate = async (
    pair: FastifyInstance[],
    n: number,
    attempt: (app: FastifyInstance, i: number) => Promise<LightMyRequestResponse>,
  ) => {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) codes.push((await attempt(pair[i % pair.length]!, i)).statusCode);
    return codes;
  };

  describe('two apps on one Redis', () => {
    let pair: FastifyInstance[];
    beforeAll(async () => {
      pair = [
        await start({ redisUrl: REDIS_URL, signupRateLimit: 3 }),
        await start({ redisUrl: REDIS_URL, signupRateLimit: 3 }),
      ];
    });

    it('use the Redis driver', () => {
      expect(pair.map((app) => app.limits.driver)).toEqual(['redis', 'redis']);
    });

    it('lock an address + email after 5 failed shop sign-ins in total, across both apps', async () => {
      const codes = await alternate(pair, 6, (app) => shopSignIn(app, CUSTOMER.email, 'guess'));
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
      const locked = await shopSignIn(pair[0]!, CUSTOMER.email, CUSTOMER.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        status: 'error',
        message: 'Too many failed sign-in attempts. Try again in a few minutes.',
      });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      // The same account from another address is not locked.
      const other = await shopSignIn(pair[1]!, CUSTOMER.email, CUSTOMER.password, '10.1.0.2');
      expect(other.json().status).toBe('success');
    });

    it('forget the failures after a successful sign-in on either app', async () => {
      const ip = '10.1.0.3';
      expect(
        await alternate(pair, 4, (app) => shopSignIn(app, CUSTOMER.email, 'guess', ip)),
      ).toEqual([200, 200, 200, 200]);
      const success = await shopSignIn(pair[0]!, CUSTOMER.email, CUSTOMER.password, ip);
      expect(success.json().status).toBe('success');
      expect(
        await alternate(pair, 6, (app) => shopSignIn(app, CUSTOMER.email, 'guess', ip)),
      ).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('count parallel guesses on both apps while they are being checked', async () => {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          shopSignIn(pair[i % 2]!, CUSTOMER.email, 'guess', '10.1.0.4'),
        ),
      );
      const codes = responses.map((res) => res.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    });

    it("count the hosted auth's per-email sign-in limit across both apps", async () => {
      const codes = await alternate(pair, 6, (app, i) =>
        hosted(
          app,
          '/token?grant_type=password',
          {
            email: 'nobody@example.com',
            password: 'Whatever1',
          },
          `10.2.0.${i}`,
        ),
      );
      expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
      const limited = await hosted(pair[1]!, '/token?grant_type=password', {
        email: 'nobody@example.com',
        password: 'Whatever1',
      });
      expect(limited.json()).toMatchObject({
        code: 'over_request_rate_limit',
        error_code: 'over_request_rate_limit',
      });
    });

    it('cap shop sign-ups per address across both apps', async () => {
      const codes = await alternate(pair, 4, (app, i) =>
        shopSignUp(app, `shared-${i}@reluxe.ae`, '10.3.0.1'),
      );
      expect(codes).toEqual([200, 200, 200, 429]);
      const limited = await shopSignUp(pair[0]!, 'shared-9@reluxe.ae', '10.3.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        status: 'error',
        message: expect.stringMatching(/^Rate limit exceeded, retry in \d+ (second|minute)s?$/),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.headers['x-ratelimit-limit']).toBe('3');
    });
  });

  describe('an app whose Redis is unreachable', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await start({ redisUrl: CLOSED_PORT_URL });
    });

    it('starts, and refuses shop sign-in and sign-up with 503', async () => {
      const signIn = await shopSignIn(app, CUSTOMER.email, CUSTOMER.password);
      expect(signIn.statusCode).toBe(503);
      expect(signIn.json()).toEqual({ status: 'error', message: SIGN_IN_UNAVAILABLE });
      expect(signIn.headers['retry-after']).toBe('60');
      const signUp = await shopSignUp(app, 'unreachable@reluxe.ae');
      expect(signUp.statusCode).toBe(503);
      expect(signUp.json()).toEqual({ status: 'error', message: SIGN_UP_UNAVAILABLE });
    });

    it('refuses hosted-auth sign-in and sign-up with 503 in its own error shape', async () => {
      const signIn = await hosted(app, '/token?grant_type=password', {
        email: CUSTOMER.email,
        password: CUSTOMER.password,
      });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.json()).toEqual({
        code: 'unexpected_failure',
        error_code: 'unexpected_failure',
        msg: SIGN_IN_UNAVAILABLE,
        message: SIGN_IN_UNAVAILABLE,
      });
      const signUp = await hosted(app, '/signup', {
        email: 'unreachable@example.com',
        password: 'Sunlight#2026',
      });
      expect(signUp.statusCode).toBe(503);
      expect(signUp.json().message).toBe(SIGN_UP_UNAVAILABLE);
    });

    it('still serves everything else', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const products = await app.inject({
        method: 'GET',
        url: '/api/Products/getproduct.php',
      });
      expect(products.statusCode).toBe(200);
    });
  });

  describe('an app whose Redis goes away and comes back', () => {
    const proxy = redisProxy(REDIS_URL);
    let app: FastifyInstance;
    beforeAll(async () => {
      await proxy.open();
      app = await start({ redisUrl: `redis://127.0.0.1:${proxy.port()}` });
    });
    afterAll(() => proxy.close());

    it('fails closed while Redis is gone and limits again once it reconnects', async () => {
      const ip = '10.4.0.1';
      expect((await shopSignIn(app, CUSTOMER.email, 'guess', ip)).statusCode).toBe(200);
      await proxy.close();
      const refused = await shopSignIn(app, CUSTOMER.email, 'guess', ip);
      expect(refused.statusCode).toBe(503);
      await proxy.open();
      let status = 503;
      for (let i = 0; i < 50 && status === 503; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await shopSignIn(app, CUSTOMER.email, 'guess', ip)).statusCode;
      }
      // Counted again, continuing from the failures Redis kept: 2 before the lock at 5.
      expect(status).toBe(200);
      expect(await alternate([app], 4, () => shopSignIn(app, CUSTOMER.email, 'guess', ip))).toEqual(
        [200, 200, 200, 429],
      );
    });
  });

  describe('the in-memory driver (no Redis URL)', () => {
    it('still limits, each app counting by itself', async () => {
      const [a, b] = [await start({}), await start({})];
      expect(a.limits.driver).toBe('memory');
      const ip = '10.5.0.1';
      expect(await alternate([a], 6, () => shopSignIn(a, CUSTOMER.email, 'guess', ip))).toEqual([
        200, 200, 200, 200, 200, 429,
      ]);
      expect((await shopSignIn(b, CUSTOMER.email, 'guess', ip)).statusCode).toBe(200);
    });
  });
});

/** A TCP proxy to Redis that can be closed (dropping every connection) and opened again. */
function redisProxy(target: string) {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  return {
    port: () => port,
    open: () =>
      new Promise<void>((resolve, reject) => {
        server = net.createServer((client) => {
          const upstream = net.connect(Number(targetPort || 6379), hostname);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => socket.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          port = (server!.address() as net.AddressInfo).port;
          resolve();
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server?.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}
