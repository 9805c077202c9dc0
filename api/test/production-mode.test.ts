import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DEFAULT_ADMIN_PASSWORD, loadConfig } from '../src/config';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  ENDPOINTS,
  IDEMPOTENCY_HEADER,
  SESSION_COOKIE,
} from '../src/contracts';
import { DEMO_CUSTOMER } from '../src/db/seed/seed';
import { productionProblems } from '../src/production-checks';
import { apiPath } from '../src/routes/paths';
import { createPostgresDatabase } from './helpers/test-app';
import { TcpProxy } from './helpers/tcp-proxy';
import { LoggedProcess, ROOT, baseEnv, describeExit } from './multi-instance/api-process';
import { deleteRedisKeys } from './multi-instance/redis-keys';
import { Teardown } from './multi-instance/teardown';

// The api as production runs it (`NODE_ENV=production npm start`: node api/dist/main.js, built
// first when stale), each instance a real process with its own data directory and only the
// environment given here (Jest's NODE_ENV=test must not leak in).
const API_MAIN = path.join(ROOT, 'api', 'dist', 'main.js');
const ADMIN = { email: 'owner@production.test', password: 'Pr0duction#Owner-7f3k' };
const SHOPPER = { email: 'shopper@production.test', password: 'Shopper#Pass-2q9w' };
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  COOKIE_SECURE: 'true',
};
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const STARTED = /Reluxe is running at http:\/\/localhost:(\d+)/;
const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-production-'));
const teardown = new Teardown();
teardown.add('scratch directory', () => fs.rmSync(scratch, { recursive: true, force: true }));

beforeAll(() => {
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'build.mjs'), '--if-needed', '--only', 'api'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`the api build failed:\n${build.stdout}${build.stderr}`);
}, 60_000);

afterAll(() => teardown.run(), 30_000);

const envOf = (env: NodeJS.ProcessEnv) => ({
  ...baseEnv(),
  ...env,
  DATA_DIR: fs.mkdtempSync(path.join(scratch, 'data-')),
  PORT: '0',
  HOST: '127.0.0.1',
});

/** A production process with every byte it writes kept (LoggedProcess keeps only a tail). */
class ProductionProcess extends LoggedProcess {
  url = '';
  private all = '';

  constructor(name: string, env: NodeJS.ProcessEnv) {
    super(name, process.execPath, [API_MAIN], { cwd: ROOT, env: envOf(env) });
    const keep = (chunk: Buffer) => (this.all += chunk.toString());
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    teardown.add(name, () => this.stop());
  }

  wholeOutput(): string {
    return this.all;
  }

  /** Resolves once it logged the port it listens on. */
  async started(timeoutMs = 45_000): Promise<this> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const port = STARTED.exec(this.all)?.[1];
      if (port) {
        this.url = `http://127.0.0.1:${port}`;
        return this;
      }
      if (this.exit)
        throw new Error(`${this.name} exited (${describeExit(this.exit)}):\n${this.all}`);
      if (Date.now() > deadline) throw new Error(`${this.name} did not start:\n${this.all}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

interface HttpResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON response of any shape
  body: any;
  text: string;
  headers: Headers;
}

async function call(
  base: string,
  method: 'GET' | 'POST',
  endpoint: string,
  options: {
    json?: unknown;
    body?: string;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<HttpResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (method === 'POST') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.json !== undefined || options.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${base}${endpoint}`, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: `text` tells.
  }
  return { status: res.status, body, text, headers: res.headers };
}

/** Signs in; answers the Cookie header value (the Secure cookie, sent back by hand over http). */
async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await call(base, 'POST', apiPath(ENDPOINTS.user.login), {
    json: { Email: email, Password: password },
  });
  if (res.body.status !== 'success') throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  const session = res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  expect(session).toMatch(/;\s*Secure/i);
  return session!.split(';')[0]!;
}

/** A GET on a connection of its own; answers the status and the Connection header. */
function rawGet(url: string): Promise<{ status?: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode, connection: res.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

/** Polls until `predicate` holds for a response, or fails with the last one. */
async function until(
  ask: () => Promise<HttpResult>,
  predicate: (response: HttpResult) => boolean,
  timeoutMs = 15_000,
): Promise<HttpResult> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await ask();
    if (predicate(response)) return response;
    if (Date.now() > deadline) throw new Error(`still ${response.status} ${response.text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Resolves once `url` refuses connections (its server stopped listening). */
async function untilRefused(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} still accepts connections`);
}

/** Runs the api to its end with separate stdout and stderr (it must refuse before listening). */
function runRefused(env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [API_MAIN], { cwd: ROOT, env: envOf(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('a production start with unsafe settings is refused', () => {
  it.each([
    ['ADMIN_PASSWORD unset', { COOKIE_SECURE: 'true' }, 'ADMIN_PASSWORD'],
    [
      'ADMIN_PASSWORD the published default',
      { COOKIE_SECURE: 'true', ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD },
      'ADMIN_PASSWORD',
    ],
    [
      'ADMIN_PASSWORD shorter than 12 characters',
      { COOKIE_SECURE: 'true', ADMIN_PASSWORD: 'Sh0rt#Pass1' },
      'ADMIN_PASSWORD is shorter than 12 characters',
    ],
    [
      'ADMIN_PASSWORD a common password',
      { COOKIE_SECURE: 'true', ADMIN_PASSWORD: 'qwerty123456' },
      'ADMIN_PASSWORD is one of the 10,000 most common passwords',
    ],
    ['COOKIE_SECURE unset', { ADMIN_PASSWORD: ADMIN.password }, 'COOKIE_SECURE'],
    [
      'COOKIE_SECURE=maybe',
      { COOKIE_SECURE: 'maybe', ADMIN_PASSWORD: ADMIN.password },
      "COOKIE_SECURE must be true or false (also 1/0, yes/no), not 'maybe'",
    ],
  ])('%s: one line on stderr naming it, exit 1', async (_case, env, named) => {
    const run = await runRefused({ NODE_ENV: 'production', ...env });
    expect(run.code).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(named);
    expect(run.stdout).toBe('');
  });
});

describe('the administrator password a production start accepts', () => {
  const problemsWith = (password: string) =>
    productionProblems(
      loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: '1', ADMIN_PASSWORD: password }),
    );

  it.each([
    ['short#1A', 'ADMIN_PASSWORD is shorter than 12 characters'],
    ['QWERTY123456', 'ADMIN_PASSWORD is one of the 10,000 most common passwords'],
    ['1q2w3e4r5t6y', 'ADMIN_PASSWORD is one of the 10,000 most common passwords'],
    [DEMO_CUSTOMER.password, 'ADMIN_PASSWORD is a published default'],
  ])('refuses %s: %s', (password, reason) => {
    expect(problemsWith(password)).toEqual([reason]);
  });

  it('takes one of 12 characters or more that is not common', () => {
    expect(problemsWith(ADMIN.password)).toEqual([]);
    expect(problemsWith('tangerine-ledger')).toEqual([]);
  });
});

describePostgres('a production instance on an empty PostgreSQL database', () => {
  const pgUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/x');
  const redis = new URL(REDIS_URL);
  // The instance reaches PostgreSQL and Redis through proxies the test can stop.
  const pgProxy = new TcpProxy(pgUrl.hostname, Number(pgUrl.port || 5432));
  const redisProxy = new TcpProxy(redis.hostname, Number(redis.port || 6379));
  const redisKeyPrefix = `reluxe-test-${crypto.randomBytes(5).toString('hex')}:`;
  const SHUTDOWN_DELAY_MS = 3_000;
  let api: ProductionProcess;

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    teardown.add('database', database.drop);
    await pgProxy.start();
    teardown.add('database proxy', () => pgProxy.stop());
    await redisProxy.start();
    teardown.add('redis proxy', () => redisProxy.stop());
    teardown.add('redis keys', () => deleteRedisKeys(redisKeyPrefix, REDIS_URL));
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(pgProxy.port);
    api = await new ProductionProcess('production', {
      ...PRODUCTION_ENV,
      DATABASE_URL: proxied.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    }).started();
  });

  it('runs as plain node on the compiled api/dist/main.js', () => {
    const cmdline = fs.readFileSync(`/proc/${api.child.pid}/cmdline`, 'utf8');
    expect(cmdline.split('\0').filter(Boolean)).toEqual([process.execPath, API_MAIN]);
  });

  it('has the administrator but no demo customer, no demo catalogue and no mailbox', async () => {
    const demo = await call(api.url, 'POST', apiPath(ENDPOINTS.user.login), {
      json: { Email: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password },
    });
    expect(demo.body.status).toBe('error');
    expect(demo.headers.getSetCookie().join()).not.toContain(`${SESSION_COOKIE}=`);

    const admin = await signIn(api.url, ADMIN.email, ADMIN.password);
    const me = await call(api.url, 'GET', apiPath(ENDPOINTS.user.details), { cookie: admin });
    expect(me.status).toBe(200);
    expect(me.body.user.Email).toBe(ADMIN.email);

    const listed = await call(api.url, 'GET', `${apiPath(ENDPOINTS.products.list)}?page=1`);
    expect(listed).toMatchObject({ status: 200, body: [] });
    const backOffice = await call(api.url, 'GET', `${apiPath(ENDPOINTS.products.page)}?page=1`, {
      cookie: admin,
    });
    expect(backOffice.body.total).toBe(0);

    for (const mailbox of ['/dev/mailbox', '/dev/mailbox.json']) {
      expect((await call(api.url, 'GET', mailbox)).status).toBe(404);
    }
  });

  it('/api/ready names what does not answer, and is 200 again once it does', async () => {
    const ready = () => call(api.url, 'GET', apiPath(ENDPOINTS.ready));
    const first = await ready();
    expect(first).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(first.headers.get('cache-control')).toBe('no-store');

    await pgProxy.stop();
    const down = await until(ready, (response) => response.status !== 200);
    expect(down).toMatchObject({
      status: 503,
      body: { status: 'error', message: 'Not ready: database' },
    });
    expect(down.headers.get('cache-control')).toBe('no-store');
    // Liveness is not readiness.
    expect((await call(api.url, 'GET', apiPath(ENDPOINTS.health))).body).toEqual({ status: 'ok' });

    // A request the database cannot answer fails without a stack trace or SQL in the response.
    const failed = await call(api.url, 'POST', apiPath(ENDPOINTS.user.login), {
      json: { Email: ADMIN.email, Password: ADMIN.password },
    });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.body).toEqual({ status: 'error', message: expect.any(String) });
    expect(failed.text).not.toMatch(/\n\s+at |select |insert |ECONN|postgres|pg_/i);

    await redisProxy.stop();
    const both = await until(
      ready,
      (response) => response.body.message === 'Not ready: database, redis',
    );
    expect(both.status).toBe(503);

    await Promise.all([pgProxy.start(), redisProxy.start()]);
    expect((await until(ready, (response) => response.status === 200)).body).toEqual({
      status: 'ok',
    });
    await signIn(api.url, ADMIN.email, ADMIN.password);
    // The idle connections the outage broke were logged, not swallowed.
    expect(api.wholeOutput()).toContain('database: an idle connection failed');
  }, 45_000);

  it('answers a malformed request without a stack trace', async () => {
    const res = await call(api.url, 'POST', apiPath(ENDPOINTS.user.login), { body: '{"Email": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: expect.any(String) });
    expect(res.text).not.toMatch(/\n\s+at |SyntaxError|node_modules/);
  });

  it('on SIGTERM: ready 503 for SHUTDOWN_DELAY_MS, then a 503 to new requests, exit 0', async () => {
    const port = Number(new URL(api.url).port);
    // A request whose headers are still arriving keeps its connection open through the close.
    const late = net.connect(port, '127.0.0.1');
    await once(late, 'connect');
    late.write(`GET ${apiPath(ENDPOINTS.brand.list)} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    let lateResponse = '';
    late.on('data', (chunk: Buffer) => (lateResponse += chunk.toString()));
    const lateEnded = once(late, 'close');

    api.child.kill('SIGTERM');
    const ready = () => call(api.url, 'GET', apiPath(ENDPOINTS.ready));
    const draining = await until(ready, (response) => response.status !== 200, SHUTDOWN_DELAY_MS);
    expect(draining).toMatchObject({
      status: 503,
      body: { status: 'error', message: 'Shutting down' },
    });
    // Still served while draining, each response closing its connection.
    const brands = await rawGet(`${api.url}${apiPath(ENDPOINTS.brand.list)}`);
    expect(brands).toMatchObject({ status: 200, connection: 'close' });

    // Closing: no connection is accepted any more...
    await untilRefused(`${api.url}${apiPath(ENDPOINTS.health)}`, SHUTDOWN_DELAY_MS + 5_000);
    // ...and the request that was arriving is refused with the shop's JSON 503.
    late.write('\r\n');
    await lateEnded;
    const [head, body] = lateResponse.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head).toMatch(/^connection: close$/im);
    expect(head).toMatch(/^cache-control: no-store$/im);
    expect(JSON.parse(body!)).toEqual({ status: 'error', message: 'Shutting down' });

    expect(describeExit(await api.exited)).toBe('exit code 0');
    const output = api.wholeOutput();
    expect(output).toContain('shut down cleanly');
    expect(output).not.toContain(ADMIN.password);
    expect(output).not.toContain(DEMO_CUSTOMER.password);
  });
});

type Outcome =
  | { kind: 'placed'; quantity: number }
  | { kind: 'refused'; how: string }
  | { kind: 'failed'; why: string };

/**
 * One order over `agent`: placed (a full 200 success answer), refused cleanly (a 503 with a JSON
 * body, or the connection refused or reset before any byte of a response) or failed (anything
 * else, a response cut after it started first of all).
 */
function placeOrder(
  agent: http.Agent,
  url: string,
  cookie: string,
  ProductID: number,
  quantity: number,
): Promise<Outcome> {
  const body = JSON.stringify({
    Address: 'Villa 7',
    Street: 'Jumeirah Beach Road',
    City: 'Dubai',
    State: 'Dubai',
    Zip: '00000',
    Country: 'UAE',
    Phone: '+971501234567',
    Products: [{ ProductID, Quantity: quantity, Price: 1 }],
  });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (!settled) resolve(outcome);
      settled = true;
    };
    let responseStarted = false;
    const request = http.request(
      `${url}${apiPath(ENDPOINTS.orders.add)}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          [IDEMPOTENCY_HEADER]: crypto.randomUUID(),
          cookie,
        },
      },
      (res) => {
        responseStarted = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('close', () => {
          if (!res.complete) return settle({ kind: 'failed', why: `answer cut: ${text}` });
          let json: { status?: string } | undefined;
          try {
            json = JSON.parse(text) as { status?: string };
          } catch {
            return settle({ kind: 'failed', why: `${res.statusCode} not JSON: ${text}` });
          }
          if (res.statusCode === 200 && json.status === 'success') {
            settle({ kind: 'placed', quantity });
          } else if (res.statusCode === 503) settle({ kind: 'refused', how: `503 ${text}` });
          else settle({ kind: 'failed', why: `${res.statusCode} ${text}` });
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const clean = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(error.code ?? '');
      if (!responseStarted && clean) settle({ kind: 'refused', how: error.code! });
      else settle({ kind: 'failed', why: `${error.code}: ${error.message}` });
    });
    request.end(body);
  });
}

describePostgres('SIGTERM during a burst of orders', () => {
  const ORDERS = 100;
  const SIGTERM_AFTER = 30;
  let databaseUrl: string;
  let api: ProductionProcess;

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    teardown.add('database', database.drop);
    databaseUrl = database.url;
    api = await new ProductionProcess('draining', {
      ...PRODUCTION_ENV,
      DATABASE_URL: databaseUrl,
    }).started();
  });

  it('finishes every order it started, refuses the rest cleanly and exits 0', async () => {
    const admin = await signIn(api.url, ADMIN.email, ADMIN.password);
    // A production database has genders and colours but no brand or category yet.
    const brand = await call(api.url, 'POST', apiPath(ENDPOINTS.brand.add), {
      cookie: admin,
      json: { Name: 'Maison Drain' },
    });
    const category = await call(api.url, 'POST', apiPath(ENDPOINTS.category.add), {
      cookie: admin,
      json: { Name: 'Trunks' },
    });
    const product = await call(api.url, 'POST', apiPath(ENDPOINTS.products.add), {
      cookie: admin,
      json: {
        Name: 'Steamer trunk',
        Description: 'Plenty in stock',
        Price: 900,
        Quantity: 1000,
        OfferPrice: 0,
        BrandID: brand.body.BrandID,
        CategoireID: category.body.CategoireID,
        Color_ID: 1,
        SexID: 1,
      },
    });
    const ProductID = product.body.ProductID as number;
    expect(ProductID).toEqual(expect.any(Number));
    const signup = await call(api.url, 'POST', apiPath(ENDPOINTS.user.signup), {
      json: {
        fName: 'Noor',
        lName: 'Haddad',
        Email: SHOPPER.email,
        Password: SHOPPER.password,
        conf_Password: SHOPPER.password,
        number: '971501112233',
        birthdate: '1991-05-06',
        gender: 'Female',
      },
    });
    expect(signup.body.status).toBe('success');
    const shopper = await signIn(api.url, SHOPPER.email, SHOPPER.password);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    let settled = 0;
    const outcomes = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) =>
        placeOrder(agent, api.url, shopper, ProductID, (i % 3) + 1).then((outcome) => {
          if (++settled === SIGTERM_AFTER) api.child.kill('SIGTERM');
          return outcome;
        }),
      ),
    );
    agent.destroy();
    const exit = await api.exited;

    const placed = outcomes.flatMap((o) => (o.kind === 'placed' ? [o.quantity] : []));
    const refused = outcomes.filter((o) => o.kind === 'refused');
    expect(outcomes.filter((o) => o.kind === 'failed')).toEqual([]);
    expect(describeExit(exit)).toBe('exit code 0');
    expect(placed.length).toBeGreaterThanOrEqual(SIGTERM_AFTER);
    expect(refused.length).toBeGreaterThan(0);

    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ orders: number; ordered: number; stock: number }>(
        `SELECT (SELECT count(*)::int FROM orders) AS orders,
                (SELECT coalesce(sum(quantity), 0)::int FROM order_details WHERE product_id = $1) AS ordered,
                (SELECT quantity FROM products WHERE id = $1) AS stock`,
        [ProductID],
      );
      const sum = placed.reduce((a, b) => a + b, 0);
      // Every committed order was answered: none was cut between its commit and its response.
      expect(rows[0]).toEqual({ orders: placed.length, ordered: sum, stock: 1000 - sum });
    } finally {
      await db.end();
    }
    const output = api.wholeOutput();
    expect(output).toContain('SIGTERM: draining');
    expect(output).toContain('shut down cleanly');
    for (const secret of [ADMIN.password, SHOPPER.password, DEMO_CUSTOMER.password]) {
      expect(output).not.toContain(secret);
    }
  }, 60_000);
});
