/**
 * The environment as the api reads it: every variable typed by one schema (env-schema.ts), a bad
 * value refused by name, and `.env` read under the process environment.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { buildApp } from '../src/app';
import { loadAuthV1Config } from '../src/auth-v1/config';
import { loadConfig } from '../src/config';
import { loadEnvFile } from '../src/env-file';
import { readEnv } from '../src/env-schema';

const ROOT = path.resolve(__dirname, '..', '..');
const FLAG_MESSAGE = 'must be true or false (also 1/0, yes/no)';

describe('booleans', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['Yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
    ['NO', false],
  ])('COOKIE_SECURE=%s is %s', (value, expected) => {
    expect(loadConfig({ COOKIE_SECURE: value }).secureCookies).toBe(expected);
  });

  it('takes TRUST_PROXY=1 and ALLOW_INSECURE_COOKIES=yes as true', () => {
    const config = loadConfig({ TRUST_PROXY: '1', ALLOW_INSECURE_COOKIES: 'yes' });
    expect(config).toMatchObject({ trustProxy: true, allowInsecureCookies: true });
    expect(loadConfig({})).toMatchObject({ trustProxy: false, allowInsecureCookies: false });
  });

  it.each([
    'COOKIE_SECURE',
    'TRUST_PROXY',
    'ALLOW_INSECURE_COOKIES',
    'API_DOCS',
    'AUTH_AUTOCONFIRM',
  ])('%s=maybe stops the start, naming it', (name) => {
    expect(() => loadConfig({ [name]: 'maybe' })).toThrow(`${name} ${FLAG_MESSAGE}, not 'maybe'`);
  });
});

describe('numbers, URLs and the rest', () => {
  it.each([
    ['PORT', 'abc', "PORT must be a whole number from 0 to 65535, not 'abc'"],
    ['PORT', '70000', "PORT must be a whole number from 0 to 65535, not '70000'"],
    ['LOGIN_RATE_LIMIT', '0', "LOGIN_RATE_LIMIT must be a whole number from 1, not '0'"],
    ['DATABASE_POOL_SIZE', '1.5', "DATABASE_POOL_SIZE must be a whole number from 1, not '1.5'"],
    ['SHUTDOWN_DELAY_MS', '-1', "SHUTDOWN_DELAY_MS must be a whole number from 0, not '-1'"],
    ['AUTH_JWT_EXPIRY', '1h', "AUTH_JWT_EXPIRY must be a whole number from 1, not '1h'"],
    [
      'S3_ENDPOINT',
      'minio:9000',
      "S3_ENDPOINT must be a URL starting with http:// or https://, not 'minio:9000'",
    ],
    [
      'S3_PUBLIC_URL',
      'cdn.example.com',
      "S3_PUBLIC_URL must be a URL starting with http:// or https://, not 'cdn.example.com'",
    ],
    ['AUTH_SITE_URL', 'www.reluxe.ae', 'AUTH_SITE_URL must be a URL starting with http://'],
    ['SUPABASE_URL', 'project.supabase.co', 'SUPABASE_URL must be a URL starting with http://'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug'],
    [
      'ADMIN_EMAIL',
      'admin',
      "ADMIN_EMAIL must be an email address such as admin@reluxe.ae, not 'admin'",
    ],
    ['REMOTE_MFE_CATALOG_URL', 'cdn/catalog.json', 'REMOTE_MFE_CATALOG_URL must be an http:// or'],
  ])('%s=%s is refused', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('refuses a connection URL without repeating it (it may hold a password)', () => {
    for (const [name, schemes] of [
      ['DATABASE_URL', 'postgres:// or postgresql://'],
      ['REDIS_URL', 'redis:// or rediss://'],
      ['SMTP_URL', 'smtp:// or smtps://'],
    ]) {
      const value = 'mysql://user:s3cret@db:3306/shop';
      let message = '';
      try {
        loadConfig({ [name!]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(`${name} must be a URL starting with ${schemes}`);
    }
  });

  it('names every variable it cannot use at once', () => {
    expect(() => loadConfig({ PORT: 'x', COOKIE_SECURE: 'maybe' })).toThrow(
      `PORT must be a whole number from 0 to 65535, not 'x'; COOKIE_SECURE ${FLAG_MESSAGE}, not 'maybe'`,
    );
  });

  it('reads good values typed, blank ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://reluxe:secret@db:5432/reluxe',
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: 'rediss://cache:6380',
      S3_BUCKET: 'images',
      S3_PUBLIC_URL: 'https://cdn.example.com/img/',
      LOG_LEVEL: 'WARN',
      COOKIE_SECURE: '',
      LOGIN_RATE_LIMIT: ' 25 ',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://reluxe:secret@db:5432/reluxe',
      databasePoolSize: 4,
      redisUrl: 'rediss://cache:6380',
      s3: { bucket: 'images', publicUrl: 'https://cdn.example.com/img' },
      logLevel: 'warn',
      secureCookies: false,
      loginRateLimit: 25,
    });
    expect(loadConfig({})).toMatchObject({ port: 3000, host: '0.0.0.0', databasePoolSize: 10 });
  });

  it('parses the hosted auth settings with the same schema', () => {
    const config = loadConfig({
      AUTH_JWT_EXPIRY: '600',
      AUTH_AUTOCONFIRM: 'yes',
      AUTH_ANON_KEY: 'one, two',
      AUTH_SITE_URL: 'https://www.reluxe.ae/',
      AUTH_RATE_LIMIT_WINDOW: '60',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
    });
    const auth = loadAuthV1Config(config, 'secret');
    expect(auth).toMatchObject({
      jwtExpiry: 600,
      autoconfirm: true,
      siteUrl: 'https://www.reluxe.ae',
      rateLimitWindowMs: 60_000,
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
    });
    expect(auth.anonKeys).toEqual(expect.arrayContaining(['one', 'two']));
  });

  it('accepts .env.example as it is, copied to .env', () => {
    const example = parseEnv(fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8'));
    expect(Object.keys(example).length).toBeGreaterThan(20);
    expect(() => readEnv(example)).not.toThrow();
  });
});

describe('TRUST_PROXY=1', () => {
  it("makes the api take the client's address from X-Forwarded-For", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-trust-proxy-'));
    const app = await buildApp({ logger: false, env: { TRUST_PROXY: '1' }, config: { dataDir } });
    app.get('/test/address', async (request) => ({ ip: request.ip }));
    const res = await app.inject({
      url: '/test/address',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.json()).toEqual({ ip: '203.0.113.7' });
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('loadEnvFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-env-file-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fills what the environment does not set; the environment wins', () => {
    fs.writeFileSync(
      path.join(dir, '.env'),
      '# a comment\nPORT=4100\nBUSINESS_PHONE="+971 4 555 0100"\nCOOKIE_SECURE=1\n',
    );
    const env: NodeJS.ProcessEnv = { PORT: '5200', COOKIE_SECURE: '' };
    expect(loadEnvFile(dir, env)).toBe(path.join(dir, '.env'));
    expect(env).toEqual({ PORT: '5200', COOKIE_SECURE: '', BUSINESS_PHONE: '+971 4 555 0100' });
  });

  it('reads nothing when there is no .env', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(path.join(dir, 'missing'), env)).toBeUndefined();
    expect(env).toEqual({});
  });
});
