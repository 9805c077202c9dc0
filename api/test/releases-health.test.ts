import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { releaseEvents, remoteHealth } from '../src/db/schema';
import {
  REPORT_NOT_JSON,
  REPORT_NOT_OBJECT,
  REPORT_TOO_LARGE,
  REPORT_TYPE_REFUSED,
} from '../src/routes/releases/health';
import { write } from './helpers/web-root';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

const TOKEN = 'a-release-token-of-forty-characters-long!';
const SHELL = { shared: [{ name: 'react', version: '18.3.1' }] };
const HEALTH_URL = '/api/Releases/health.php';
const RECORDED = { status: 'success', message: 'Recorded' };

type Entry = {
  remote: string;
  version: string;
  mounts?: number;
  loadFailures?: number;
  renderErrors?: number;
};

/** Each test reports from its own address: the cap counts per address and minute. */
let nextAddress = 1;
const newAddress = () => `10.77.0.${nextAddress++}`;

function webRoot(prefix: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  write(path.join(root, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify(SHELL));
  return root;
}

describe.each(BACKENDS)('browser health reports on %s', (backend) => {
  let t: TestApp;
  let root: string;

  const report = (body: unknown, address: string, contentType = 'application/json') =>
    call(t, {
      method: 'POST',
      url: HEALTH_URL,
      remoteAddress: address,
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const entries = (address: string, ...list: Entry[]) => report({ entries: list }, address);
  const admin = (endpoint: string, payload: object) =>
    call(t, {
      method: 'POST',
      url: `/api/Releases/${endpoint}`,
      payload,
      cookie: t.adminCookie,
    });
  const listed = async (remote: string) =>
    (await call(t, { method: 'GET', url: '/api/Releases/', cookie: t.adminCookie }))
      .json()
      .find((r: { remote: string }) => r.remote === remote);
  const registerAll = async (remote: string, pkg: string, versions: string[]) => {
    for (const version of versions) {
      const manifestUrl = `/releases/${pkg}/${version}/mf-manifest.json`;
      write(path.join(root, manifestUrl), JSON.stringify({ shared: [] }));
      const res = await call(t, {
        method: 'POST',
        url: '/api/Releases/register.php',
        payload: { remote, version, manifestUrl },
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
    }
  };

  beforeAll(async () => {
    root = webRoot('reluxe-health-');
    t = await startTestApp(backend, {
      webRoot: root,
      releasesDir: path.join(root, 'releases'),
      releaseToken: TOKEN,
    });
    await registerAll('mfe_catalog', 'mfe-catalog', ['1.0.0', '2.0.0']);
    await registerAll('mfe_checkout', 'mfe-checkout', ['1.0.0', '2.0.0']);
    await registerAll('mfe_account', 'mfe-account', ['2.0.0']);
    await admin('activate.php', { remote: 'mfe_catalog', version: '1.0.0' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('stores the counts of known versions and sums them in the list', async () => {
    const address = newAddress();
    const first = await entries(
      address,
      { remote: 'mfe_catalog', version: '1.0.0', mounts: 6, loadFailures: 1 },
      { remote: 'mfe_catalog', version: '1.0.0', mounts: 2, renderErrors: 1 },
      { remote: 'mfe_catalog', version: 'default', mounts: 3 },
      { remote: 'mfe_catalog', version: 'made-up', mounts: 50, loadFailures: 50 },
      { remote: 'mfe_admin', version: '1.0.0', mounts: 5 },
    );
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual(RECORDED);
    // sendBeacon with a string sends text/plain: the same JSON.
    const second = await report(
      { entries: [{ remote: 'mfe_catalog', version: '1.0.0', mounts: 2 }] },
      address,
      'text/plain;charset=UTF-8',
    );
    expect([second.statusCode, second.json()]).toEqual([202, RECORDED]);

    const catalog = await listed('mfe_catalog');
    const health = (version: string) =>
      catalog.releases.find((r: { version: string }) => r.version === version).health;
    expect(health('1.0.0')).toEqual({
      mounts: 10,
      loadFailures: 1,
      renderErrors: 1,
      failureRate: 2 / 12,
    });
    expect(health('default')).toEqual({
      mounts: 3,
      loadFailures: 0,
      renderErrors: 0,
      failureRate: 0,
    });
    expect(health('2.0.0')).toEqual({
      mounts: 0,
      loadFailures: 0,
      renderErrors: 0,
      failureRate: 0,
    });
    // Versions neither registered nor 'default' leave no row.
    const stored = await t.database.db
      .select({ remote: remoteHealth.remote, version: remoteHealth.version })
      .from(remoteHealth);
    expect(stored).toEqual(
      expect.not.arrayContaining([
        expect.objectContaining({ version: 'made-up' }),
        expect.objectContaining({ remote: 'mfe_admin' }),
      ]),
    );
    expect(stored.filter((row) => row.version === '1.0.0')).toHaveLength(1);
  });

  it('answers bad reports with a 4xx that says why, never a 5xx', async () => {
    const address = newAddress();
    const entry = { remote: 'mfe_catalog', version: '1.0.0', mounts: 1 };
    const cases: [unknown, string, number, string][] = [
      [{ entries: [entry], pad: 'x'.repeat(5000) }, 'application/json', 413, REPORT_TOO_LARGE],
      ['{"entries": [', 'application/json', 400, REPORT_NOT_JSON],
      ['{"entries": [', 'text/plain', 400, REPORT_NOT_JSON],
      ['', 'text/plain', 400, REPORT_NOT_JSON],
      [[entry], 'application/json', 400, REPORT_NOT_OBJECT],
      ['"entries"', 'text/plain', 400, REPORT_NOT_OBJECT],
      ['entries=1', 'application/x-www-form-urlencoded', 400, REPORT_TYPE_REFUSED],
      [{}, 'application/json', 400, 'entries must be a list'],
      [{ entries: [] }, 'application/json', 400, 'entries must not be empty'],
      [
        { entries: Array.from({ length: 17 }, () => entry) },
        'application/json',
        400,
        'entries must hold at most 16 items',
      ],
      [
        { entries: [{ ...entry, mounts: 'x' }] },
        'application/json',
        400,
        'mounts must be a number',
      ],
      [
        { entries: [{ ...entry, loadFailures: -1 }] },
        'application/json',
        400,
        'loadFailures cannot be negative',
      ],
      [
        { entries: [{ ...entry, renderErrors: 101 }] },
        'application/json',
        400,
        'renderErrors cannot be above 100',
      ],
      [
        { entries: [{ ...entry, mounts: 1.5 }] },
        'application/json',
        400,
        'mounts must be a whole number',
      ],
      [
        { entries: [{ ...entry, remote: 'mfe_nope' }] },
        'application/json',
        400,
        'remote must be one of mfe_catalog, mfe_checkout, mfe_account, mfe_admin',
      ],
      [
        { entries: [{ ...entry, version: '../x' }] },
        'application/json',
        400,
        'version may hold letters, digits, dots, dashes and underscores only',
      ],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await report(body, address, type);
      expect([res.statusCode, res.json()]).toEqual([status, { status: 'error', message }]);
    }
    const noBody = await call(t, { method: 'POST', url: HEALTH_URL, remoteAddress: address });
    expect([noBody.statusCode, noBody.json().message]).toEqual([400, REPORT_TYPE_REFUSED]);
  });

  it('caps the reports of one address at 30 a minute (429)', async () => {
    const address = newAddress();
    const entry = { remote: 'mfe_catalog', version: 'default', mounts: 1 };
    for (let i = 0; i < 30; i++) {
      expect((await entries(address, entry)).statusCode).toBe(202);
    }
    const refused = await entries(address, entry);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Rate limit exceeded, retry in \d+ (second|minute)s?$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await entries(newAddress(), entry)).statusCode).toBe(202);
  });

  it('leaves a canary below the minimum of attempts, whatever its failures', async () => {
    await admin('canary.php', { remote: 'mfe_account', version: '2.0.0', percent: 50 });
    const res = await entries(newAddress(), {
      remote: 'mfe_account',
      version: '2.0.0',
      mounts: 4,
      loadFailures: 15,
    });
    expect(res.statusCode).toBe(202);
    expect((await listed('mfe_account')).canary).toMatchObject({ version: '2.0.0' });
  });

  it('leaves a canary failing no more than the rate', async () => {
    await admin('canary.php', { remote: 'mfe_checkout', version: '2.0.0', percent: 50 });
    await entries(newAddress(), {
      remote: 'mfe_checkout',
      version: '2.0.0',
      mounts: 90,
      loadFailures: 10,
    });
    const checkout = await listed('mfe_checkout');
    expect(checkout.canary).toMatchObject({ version: '2.0.0' });
    expect(checkout.releases[0]).toMatchObject({
      version: '2.0.0',
      health: { mounts: 90, loadFailures: 10, renderErrors: 0, failureRate: 0.1 },
    });
  });

  it('rolls a failing canary back: event, and /remotes.json back to the live version', async () => {
    await admin('canary.php', { remote: 'mfe_catalog', version: '2.0.0', percent: 100 });
    const visitor = await call(t, { method: 'GET', url: '/remotes.json' });
    const cookie = String(visitor.headers['set-cookie']).split(';')[0]!;
    expect(visitor.json().versions.mfe_catalog).toBe('2.0.0');

    const address = newAddress();
    // The live version failing rolls nothing back.
    await entries(address, { remote: 'mfe_catalog', version: '1.0.0', loadFailures: 40 });
    await entries(address, { remote: 'mfe_catalog', version: '2.0.0', mounts: 8, loadFailures: 4 });
    expect((await listed('mfe_catalog')).canary).toMatchObject({ version: '2.0.0' });
    await entries(address, { remote: 'mfe_catalog', version: '2.0.0', renderErrors: 8 });

    const catalog = await listed('mfe_catalog');
    expect(catalog.canary).toBeNull();
    expect(catalog.live).toMatchObject({ version: '1.0.0' });
    expect(catalog.history[0]).toEqual({
      version: '2.0.0',
      action: 'auto-rollback',
      actor: 'health check',
      at: expect.any(String),
      note: '12 of 20 mounts failed (60%), above 10%',
    });
    const again = await call(t, { method: 'GET', url: '/remotes.json', headers: { cookie } });
    expect(again.json().versions.mfe_catalog).toBe('1.0.0');

    // Later reports of the ended canary are stored, and roll back nothing more.
    await entries(address, { remote: 'mfe_catalog', version: '2.0.0', loadFailures: 10 });
    const rollbacks = await t.database.db
      .select()
      .from(releaseEvents)
      .where(eq(releaseEvents.action, 'auto-rollback'));
    expect(rollbacks).toHaveLength(1);
  });

  it('needs no session and refuses none', async () => {
    const res = await call(t, {
      method: 'POST',
      url: HEALTH_URL,
      remoteAddress: newAddress(),
      cookie: t.customerCookie,
      payload: { entries: [{ remote: 'mfe_checkout', version: 'default', mounts: 1 }] },
    });
    expect(res.statusCode).toBe(202);
  });
});

describe('the health cap in Redis', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `reluxe-test-${crypto.randomBytes(6).toString('hex')}:`;
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = webRoot('reluxe-health-redis-');
    t = await startTestApp('pglite', {
      webRoot: root,
      redisUrl: REDIS_URL,
      redisKeyPrefix: prefix,
    });
  });
  afterAll(async () => {
    await t.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('counts the reports of an address in Redis', async () => {
    expect(t.app.limits.driver).toBe('redis');
    const send = () =>
      call(t, {
        method: 'POST',
        url: HEALTH_URL,
        remoteAddress: '10.78.0.1',
        payload: { entries: [{ remote: 'mfe_catalog', version: 'default', mounts: 1 }] },
      });
    for (let i = 0; i < 30; i++) expect((await send()).statusCode).toBe(202);
    expect((await send()).statusCode).toBe(429);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}limits:release-health-address*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
  });
});

describe('the automatic rollback settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ ...env });

  it('defaults to 10% of 20 attempts', () => {
    expect(load({})).toMatchObject({ canaryFailureRate: 0.1, canaryMinAttempts: 20 });
    expect(load({ CANARY_FAILURE_RATE: '0.25', CANARY_MIN_ATTEMPTS: '5' })).toMatchObject({
      canaryFailureRate: 0.25,
      canaryMinAttempts: 5,
    });
  });

  it.each(['0', '1', '1.5', '-0.1', 'abc', '10%'])(
    'refuses to start with CANARY_FAILURE_RATE=%s',
    (value) => {
      expect(() => load({ CANARY_FAILURE_RATE: value })).toThrow(
        `CANARY_FAILURE_RATE must be a share between 0 and 1 such as 0.1, not '${value}'`,
      );
    },
  );

  it.each(['0', '-1', '2.5', 'many'])('refuses to start with CANARY_MIN_ATTEMPTS=%s', (value) => {
    expect(() => load({ CANARY_MIN_ATTEMPTS: value })).toThrow(
      `CANARY_MIN_ATTEMPTS must be a whole number from 1, not '${value}'`,
    );
  });
});
