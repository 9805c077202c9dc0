/**
 * What the api logs about requests, over real HTTP: development writes readable lines and none per
 * request below LOG_LEVEL=debug; production writes one JSON line per request with no secret in
 * it; probes and the server render's own in-process calls are not traffic.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ENDPOINTS } from '../src/contracts';
import { loggerOptions } from '../src/logging/logger-options';
import { HttpError } from '../src/http-errors';
import { apiPath } from '../src/routes/paths';
import { testConfig } from './helpers/test-app';
import { INDEX_HTML, write } from './helpers/web-root';

const SECRETS = {
  cookie: 'reluxe_session=cookie-secret-4f1a',
  authorization: 'Bearer bearer-secret-9c2d',
  apikey: 'apikey-secret-77e0',
  token: 'query-token-secret-31b8',
};

interface Logged {
  app: FastifyInstance;
  base: string;
  /** What the logger has written so far. */
  output: () => string;
  /** How many times the api called itself in-process (app.inject). */
  injected: () => number;
  close: () => Promise<void>;
}

/** The api with a shell to serve, listening on a free port, its log written to a string. */
async function loggedApp(env: Record<string, string>): Promise<Logged> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-request-log-'));
  write(path.join(root, 'shell', 'dist', 'index.html'), INDEX_HTML);
  let text = '';
  const stream = { write: (line: string) => void (text += line) };
  const config = loadConfig(env);
  const app = await buildApp({
    env,
    logger: loggerOptions(config, stream),
    config: testConfig(path.join(root, 'data'), { webRoot: root }),
  });
  app.get('/test/boom', async () => {
    throw new Error('the disk is on fire');
  });
  app.get('/test/refused', async () => {
    throw new HttpError(409, 'This item already exists');
  });
  const inject = jest.spyOn(app, 'inject');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    output: () => text,
    injected: () => inject.mock.calls.length,
    close: async () => {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
const PROBES = [apiPath(ENDPOINTS.health), apiPath(ENDPOINTS.ready)];

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return res.status;
}

describe('development', () => {
  it('writes no line for 20 pages, their in-process data calls or the probes', async () => {
    const logged = await loggedApp({});
    try {
      const before = logged.output();
      for (let i = 0; i < 20; i++) expect(await get(`${logged.base}/Items`)).toBe(200);
      for (const probe of PROBES) expect(await get(`${logged.base}${probe}`)).toBe(200);
      // Each page asked the api for its list in-process.
      expect(logged.injected()).toBeGreaterThanOrEqual(20);
      expect(logged.output()).toBe(before);
    } finally {
      await logged.close();
    }
  });

  it('writes one short readable line per page at LOG_LEVEL=debug, still none for the rest', async () => {
    const logged = await loggedApp({ LOG_LEVEL: 'debug' });
    try {
      const before = logged.output().length;
      for (let i = 0; i < 20; i++) await get(`${logged.base}/Items`);
      for (const probe of PROBES) await get(`${logged.base}${probe}`);
      const written = lines(logged.output().slice(before));
      expect(written).toHaveLength(20);
      for (const line of written) {
        expect(line).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/Items 200 \d+ ms$/);
      }
    } finally {
      await logged.close();
    }
  });

  it('writes a failure readable, with its stack, at any level', async () => {
    const logged = await loggedApp({});
    try {
      expect(await get(`${logged.base}/test/boom`)).toBe(500);
      expect(logged.output()).toMatch(
        /\n\d\d:\d\d:\d\d ERROR GET \/test\/boom 500 \d+ ms\n {2}Error: the disk is on fire\n/,
      );
    } finally {
      await logged.close();
    }
  });
});

describe('production', () => {
  let logged: Logged;
  beforeAll(async () => {
    logged = await loggedApp({ NODE_ENV: 'production', LOG_LEVEL: 'info' });
  });
  afterAll(() => logged.close());

  /** The JSON records written while `act` ran. */
  async function recordsOf(act: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
    const before = logged.output().length;
    await act();
    return lines(logged.output().slice(before)).map(
      (line) => JSON.parse(line) as Record<string, unknown>,
    );
  }

  it('writes one JSON line for a request, without its cookie, authorization or token', async () => {
    const records = await recordsOf(() =>
      get(`${logged.base}/Items?page=2&token=${SECRETS.token}`, {
        cookie: SECRETS.cookie,
        authorization: SECRETS.authorization,
        apikey: SECRETS.apikey,
      }),
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/Items\?page=2&token=\[Redacted\] 200 \d+ ms$/),
      req: { method: 'GET', url: '/Items?page=2&token=[Redacted]', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      reqId: expect.any(String),
    });
    const text = JSON.stringify(records);
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    expect(text).not.toContain('cookie-secret');
  });

  it('writes nothing for the probes', async () => {
    const records = await recordsOf(async () => {
      for (const probe of PROBES) await get(`${logged.base}${probe}`);
    });
    expect(records).toEqual([]);
  });

  it("puts a refusal's reason and a failure's error on the request's one line", async () => {
    const refused = await recordsOf(() => get(`${logged.base}/test/refused`));
    expect(refused).toEqual([
      expect.objectContaining({
        level: 30,
        reason: 'This item already exists',
        res: { statusCode: 409 },
      }),
    ]);
    const failed = await recordsOf(() => get(`${logged.base}/test/boom`));
    expect(failed).toEqual([
      expect.objectContaining({
        level: 50,
        res: { statusCode: 500 },
        err: expect.objectContaining({ message: 'the disk is on fire' }),
      }),
    ]);
  });

  it('redacts cookies, tokens and passwords in any logged headers or body', async () => {
    const records = await recordsOf(async () =>
      logged.app.log.warn(
        {
          headers: { cookie: SECRETS.cookie, authorization: SECRETS.authorization },
          body: { Email: 'a@b.c', Password: 'pass-secret-1', conf_Password: 'pass-secret-1' },
        },
        'detail',
      ),
    );
    expect(records[0]).toMatchObject({
      headers: { cookie: '[Redacted]', authorization: '[Redacted]' },
      body: { Email: 'a@b.c', Password: '[Redacted]', conf_Password: '[Redacted]' },
    });
    expect(JSON.stringify(records)).not.toMatch(/secret/);
  });
});
