import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { ENDPOINTS } from '../src/contracts';
import { apiPath } from '../src/routes/paths';
import { shutdown } from '../src/shutdown';
import { startS3, type TestS3 } from './helpers/s3-server';
import { startTestApp, testConfig, type TestApp } from './helpers/test-app';
import { holdRoute } from './helpers/held-route';

// /api/ready names every part that does not answer (the process suite covers the database going
// away); shutdown() bounds the drain and says what it cut.
const READY = apiPath(ENDPOINTS.ready);
const CLOSED_PORT_REDIS = 'redis://127.0.0.1:1';

describe('/api/ready', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-readiness-'));
  const apps: FastifyInstance[] = [];
  let t: TestApp;
  let s3: TestS3;

  beforeAll(async () => {
    [t, s3] = await Promise.all([startTestApp('pglite'), startS3()]);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t?.close();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** An app without a database: only Redis (when configured) and the storage are checked. */
  const start = async (overrides: Partial<AppConfig>) => {
    const app = await buildApp({ logger: false, config: testConfig(dataDir, overrides) });
    apps.push(app);
    return app;
  };
  /** Replaces the uploads directory by a file once the app made it: nothing can be stored. */
  const breakUploads = (app: FastifyInstance) => {
    fs.rmSync(app.config.uploadsDir, { recursive: true, force: true });
    fs.writeFileSync(app.config.uploadsDir, '');
  };

  it('is 200, never cached, while the database and the storage answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: READY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('names every part that does not answer', async () => {
    const storage = await start({ uploadsDir: path.join(dataDir, 'a') });
    breakUploads(storage);
    expect((await storage.inject({ method: 'GET', url: READY })).json()).toEqual({
      status: 'error',
      message: 'Not ready: storage',
    });
    const both = await start({ uploadsDir: path.join(dataDir, 'b'), redisUrl: CLOSED_PORT_REDIS });
    breakUploads(both);
    const res = await both.inject({ method: 'GET', url: READY });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', message: 'Not ready: redis, storage' });
    expect(res.headers['cache-control']).toBe('no-store');
    // Liveness stays true.
    expect((await both.inject({ method: 'GET', url: apiPath(ENDPOINTS.health) })).statusCode).toBe(
      200,
    );
  });

  it('asks S3 for the bucket (HeadBucket)', async () => {
    const present = await start({ s3: s3.config });
    expect((await present.inject({ method: 'GET', url: READY })).statusCode).toBe(200);
    const missing = await start({ s3: { ...s3.config, bucket: 'no-such-bucket' } });
    expect((await missing.inject({ method: 'GET', url: READY })).json()).toEqual({
      status: 'error',
      message: 'Not ready: storage',
    });
  });
});

describe('shutdown()', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-shutdown-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('drains (ready 503), then exits 1 naming the request still running after the bound', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = await buildApp({ logger: { level: 'info', stream }, config: testConfig(dataDir) });
    const { release } = holdRoute(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const response = fetch(`${base}/held`).then((res) => res.json());
    await new Promise((resolve) => setTimeout(resolve, 100));

    const exits: number[] = [];
    const stopped = shutdown(app, 'SIGTERM', {
      delayMs: 300,
      timeoutMs: 300,
      exit: (code) => exits.push(code),
    });
    const ready = await fetch(`${base}${READY}`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'error', message: 'Shutting down' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(exits).toEqual([1]);
    expect(log).toMatch(/exiting with 1 request\(s\) unanswered/);
    expect(log).toContain('GET /held');

    // The held request still gets its whole answer; the close then ends without a second exit.
    release();
    expect(await response).toEqual({ done: true });
    await stopped;
    expect(exits).toEqual([1]);
  });
});
