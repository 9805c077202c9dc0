import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import {
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_FILE,
  FIRST_PAINT_MANIFEST_FIELD,
  FIRST_PAINT_PAGE_ATTRIBUTE,
} from '../src/contracts';
import {
  RELEASE_FILES_UNAVAILABLE,
  releaseBucketOf,
  type ReleaseBucket,
} from '../src/releases/bucket';
import { publishRelease } from '../src/releases/bucket/publish';
import { s3ClientOf } from '../src/uploads/storage';
import { startS3, type TestS3 } from './helpers/s3-server';
import { call, startTestApp, testConfig, type TestApp } from './helpers/test-app';
import { FAKE_SHELL_MODULE, INDEX_HTML, SKELETON, write } from './helpers/web-root';
import { waitFor } from './helpers/wait-for';

// With S3 the releases live in the bucket, so every instance serves the same files and runs the
// same first-paint module, whichever machine built them; nothing of them is read from disk.

const ENTRY = 'remoteEntry.0c1d2e3f4a5b.js';
const CHUNK = '__federation_expose_HomePage.6724d5b37f8e.js';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A remote's server module painting the home page with `mark` (only the shell's `react`). */
const paintingModule = (mark: string) => `
const react = require('react');
exports.requests = () => [];
exports.page = (module) =>
  module === 'mfe_catalog/HomePage'
    ? () => '<h1 class="bucket" data-react="' + react.marker + '">' + ${JSON.stringify(mark)} + '</h1>'
    : undefined;
`;

/** A built remote as webpack writes it: manifest, entry and chunk with .br/.gz copies, module. */
function buildFolder(mark: string): { dir: string; files: Record<string, string> } {
  const module = paintingModule(mark);
  const manifest = JSON.stringify({
    name: 'mfe_catalog',
    shared: [],
    metaData: { remoteEntry: { name: ENTRY, path: '' } },
    exposes: [{ name: 'HomePage', assets: { js: { sync: [CHUNK] } } }],
    [FIRST_PAINT_MANIFEST_FIELD]: { path: FIRST_PAINT_FILE, sha256: sha256(module) },
  });
  const files: Record<string, string> = {
    'mf-manifest.json': manifest,
    [ENTRY]: `var mfe_catalog = ${JSON.stringify(mark)};${' '.repeat(2000)}`,
    [CHUNK]: `/* ${mark} */${'x'.repeat(3000)}`,
    [FIRST_PAINT_FILE]: module,
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-release-build-'));
  for (const [name, text] of Object.entries(files)) {
    write(path.join(dir, name), text);
    if (name === FIRST_PAINT_FILE) continue;
    write(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
    write(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
  }
  return { dir, files };
}

const releaseUrl = (version: string, file: string) => `/releases/mfe-catalog/${version}/${file}`;
const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script/.exec(html)?.[1] ?? '';

/** How long a test waits for a release or a warning to show. */
const SHOWS_WITHIN_MS = 5_000;

describe('releases in the S3 bucket', () => {
  let s3: TestS3;
  let t: TestApp;
  let bucket: ReleaseBucket;
  const builds: string[] = [];
  let v1: ReturnType<typeof buildFolder>;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const registry = (action: 'register' | 'activate', payload: object) =>
    call(t, {
      method: 'POST',
      url: `/api/Releases/${action}.php`,
      payload: { remote: 'mfe_catalog', ...payload },
      cookie: t.adminCookie,
    });

  beforeAll(async () => {
    s3 = await startS3();
    t = await startTestApp('pglite', { s3: s3.config });
    write(path.join(t.dataDir, 'shell/dist/index.html'), INDEX_HTML);
    write(path.join(t.dataDir, 'shell/dist', FIRST_PAINT_FILE), FAKE_SHELL_MODULE);
    bucket = releaseBucketOf(t.app.config)!;
    v1 = buildFolder('v1 from the bucket');
    builds.push(v1.dir);
    expect(await publishRelease(bucket, v1.dir, 'mfe-catalog', '1.0.0')).toEqual({
      published: true,
      files: 10,
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await s3.close();
    for (const dir of builds) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('publishes each file with the headers it is served with, and a release only once', async () => {
    const client = s3ClientOf(s3.config);
    try {
      const head = (file: string) =>
        client.send(
          new HeadObjectCommand({
            Bucket: s3.config.bucket,
            Key: `releases/mfe-catalog/1.0.0/${file}`,
          }),
        );
      expect(await head(`${ENTRY}.br`)).toMatchObject({
        ContentType: 'application/javascript; charset=utf-8',
        ContentEncoding: 'br',
        CacheControl: 'public, max-age=31536000, immutable',
      });
      expect(await head('mf-manifest.json')).toMatchObject({
        ContentType: 'application/json; charset=utf-8',
        CacheControl: 'no-cache',
      });
    } finally {
      client.destroy();
    }
    const again = buildFolder('built again');
    builds.push(again.dir);
    expect(await publishRelease(bucket, again.dir, 'mfe-catalog', '1.0.0')).toEqual({
      published: false,
      reason: 'in the bucket already',
    });
    expect((await get(releaseUrl('1.0.0', ENTRY))).body).toBe(v1.files[ENTRY]);
  });

  it('serves the manifest, the entry and a chunk with their types, caching and copies', async () => {
    const manifest = await get(releaseUrl('1.0.0', 'mf-manifest.json'));
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.body).toBe(v1.files['mf-manifest.json']);

    const br = await get(releaseUrl('1.0.0', ENTRY), { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(v1.files[ENTRY]);

    const gzip = await get(releaseUrl('1.0.0', CHUNK), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(v1.files[CHUNK]);

    const etag = String(br.headers.etag);
    const again = await get(releaseUrl('1.0.0', ENTRY), {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: releaseUrl('1.0.0', CHUNK) });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([
      200,
      'application/javascript; charset=utf-8',
      '',
    ]);
  });

  it('serves neither the first-paint module nor files of unknown releases, nor releases as uploads', async () => {
    for (const url of [
      releaseUrl('1.0.0', FIRST_PAINT_FILE),
      releaseUrl('1.0.0', 'missing.js'),
      releaseUrl('9.9.9', 'mf-manifest.json'),
      '/releases/mfe-catalog/mf-manifest.json',
      `/uploads/releases/mfe-catalog/1.0.0/${FIRST_PAINT_FILE}`,
      `/uploads/releases/mfe-catalog/1.0.0/${ENTRY}`,
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
  });

  it('registers a release from its manifest in the bucket, and refuses one that is not there', async () => {
    const manifestUrl = releaseUrl('1.0.0', 'mf-manifest.json');
    const registered = await registry('register', { version: '1.0.0', manifestUrl });
    expect([registered.statusCode, registered.json().message]).toEqual([
      200,
      'mfe_catalog 1.0.0 was registered',
    ]);
    const missing = await registry('register', {
      version: '9.9.9',
      manifestUrl: releaseUrl('9.9.9', 'mf-manifest.json'),
    });
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      `${releaseUrl('9.9.9', 'mf-manifest.json')} was not found`,
    ]);
  });

  it("paints the live release's pages with its module from the bucket, with its hints", async () => {
    expect((await registry('activate', { version: '1.0.0' })).statusCode).toBe(200);
    let html = '';
    // The first pages go out without waiting for the bucket; the next ones are painted.
    await waitFor(async () => {
      html = (await get('/')).body;
      return rootOf(html).includes('v1 from the bucket');
    }, SHOWS_WITHIN_MS);
    expect(rootOf(html)).toContain('<h1 class="bucket" data-react="shell-react">');
    expect(html).toContain(`id="${FIRST_PAINT_DATA_ID}" ${FIRST_PAINT_PAGE_ATTRIBUTE}`);
    await waitFor(async () => {
      html = (await get('/')).body;
      return html.includes(`src="${releaseUrl('1.0.0', CHUNK)}"`);
    }, SHOWS_WITHIN_MS);
    expect(html).toContain(
      `<link rel="preload" href="${releaseUrl('1.0.0', 'mf-manifest.json')}" as="fetch"`,
    );
    expect(html).toContain(`<script defer src="${releaseUrl('1.0.0', ENTRY)}" data-boot></script>`);
  });

  it('runs no module of a release the registry does not know', async () => {
    const unknown = buildFolder('never registered');
    builds.push(unknown.dir);
    await publishRelease(bucket, unknown.dir, 'mfe-catalog', 'unregistered');
    const manifestUrl = releaseUrl('unregistered', 'mf-manifest.json');
    // The config file outranks the registry: it points the catalog at the unregistered release.
    write(
      t.app.config.remotesConfigFile,
      JSON.stringify({ remotes: { mfe_catalog: manifestUrl } }),
    );
    const warn = jest.spyOn(t.app.log, 'warn');
    try {
      const warned = () =>
        warn.mock.calls.some(
          ([fields]) => (fields as { manifestUrl?: string })?.manifestUrl === manifestUrl,
        );
      await waitFor(async () => {
        await get('/');
        return warned();
      }, SHOWS_WITHIN_MS);
      const page = (await get('/')).body;
      expect(rootOf(page)).toContain(SKELETON);
      expect(page).not.toContain('never registered');
    } finally {
      warn.mockRestore();
      fs.rmSync(t.app.config.remotesConfigFile, { force: true });
    }
  });
});

describe('releases in the bucket, without a database', () => {
  let s3: TestS3;
  let build: string;
  const dirs: string[] = [];
  const appWith = async (s3Overrides: object): Promise<FastifyInstance> => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-bucket-app-'));
    dirs.push(dataDir);
    return buildApp({
      logger: false,
      config: testConfig(dataDir, { s3: { ...s3.config, ...s3Overrides } }),
    });
  };

  beforeAll(async () => {
    s3 = await startS3();
    const app = await appWith({});
    build = buildFolder('v2').dir;
    await publishRelease(releaseBucketOf(app.config)!, build, 'mfe-catalog', '2.0.0');
    await app.close();
  });
  afterAll(async () => {
    await s3.close();
    for (const dir of [build, ...dirs]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends browsers to S3_PUBLIC_URL, to the copy they take, cached as the file is', async () => {
    const app = await appWith({ publicUrl: 'https://cdn.example.com/shop' });
    try {
      const entry = await app.inject({
        method: 'GET',
        url: releaseUrl('2.0.0', ENTRY),
        headers: { 'accept-encoding': 'br' },
      });
      expect(entry.statusCode).toBe(302);
      expect(entry.headers.location).toBe(
        `https://cdn.example.com/shop/releases/mfe-catalog/2.0.0/${ENTRY}.br`,
      );
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const manifest = await app.inject({
        method: 'GET',
        url: releaseUrl('2.0.0', 'mf-manifest.json'),
      });
      expect([manifest.headers.location, manifest.headers['cache-control']]).toEqual([
        'https://cdn.example.com/shop/releases/mfe-catalog/2.0.0/mf-manifest.json',
        'no-cache',
      ]);
      const paint = await app.inject({ method: 'GET', url: releaseUrl('2.0.0', FIRST_PAINT_FILE) });
      expect(paint.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers 503 with a clear message while the bucket fails, and keeps serving', async () => {
    const app = await appWith({ bucket: 'reluxe-no-such-bucket' });
    try {
      const res = await app.inject({ method: 'GET', url: releaseUrl('2.0.0', ENTRY) });
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { status: 'error', message: RELEASE_FILES_UNAVAILABLE },
      ]);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
