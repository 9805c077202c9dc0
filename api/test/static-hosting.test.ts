import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { startWebRootApp, write } from './helpers/web-root';

describe('static hosting and /remotes.json', () => {
  let app: FastifyInstance;
  let root: string;
  let dataDir: string;

  beforeAll(async () => {
    ({ app, root, dataDir } = await startWebRootApp(
      'reluxe-web-',
      {
        'shell/dist/index.html':
          '<!doctype html><title>Reluxe</title><script defer src="/main.js?0a1b2c3d4e5f"></script>',
        'shell/dist/main.js': 'console.log("shell")',
        'shell/dist/140.a10c5bfab3d9.js': 'x'.repeat(4000),
        'mfe-catalog/dist/mf-manifest.json': '{"name":"mfe_catalog"}',
        'mfe-catalog/dist/remoteEntry.js': 'var mfe_catalog;',
        'mfe-catalog/dist/remoteEntry.0c1d2e3f4a5b.js': 'var mfe_catalog;',
        'mfe-catalog/dist/540.5721477b78c2.js': 'chunk',
        'releases/mfe-catalog/v2/mf-manifest.json': '{"v":2}',
      },
      { BUSINESS_PHONE: '+971 50 123 4567', REMOTE_MFE_ADMIN_URL: 'http://cdn/admin.json' },
    ));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers the health check', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the shell with history fallback and no-cache html', async () => {
    for (const url of ['/', '/Items/12', '/ShowBrands?page=2', '/accountDetails']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<title[^>]*>[^<]*Reluxe[^<]*<\/title>/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/main.js')).headers['cache-control']).toBe('no-cache');
    // With the build hash index.html gives it, main.js is this build's and is kept; with another
    // (a page of another build) it is revalidated.
    expect((await get('/main.js?0a1b2c3d4e5f')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/main.js?ffffffffffff')).headers['cache-control']).toBe('no-cache');
    expect((await get('/140.a10c5bfab3d9.js')).headers['cache-control']).toContain('immutable');
  });

  it('answers a robots.txt that opens the catalogue and closes private pages', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    const disallowed = lines.slice(2).map((line) => line.replace(/^Disallow: /, ''));
    for (const entry of [
      '/api/',
      '/cart',
      '/buynow',
      '/sell',
      '/Sell',
      '/userDetails',
      '/ShowOrderDetails',
      '/ShowProducts',
    ]) {
      expect(disallowed).toContain(entry);
    }
    for (const entry of ['/', '/Items', '/items', '/uploads/', '/remotes/']) {
      expect(disallowed).not.toContain(entry);
    }
    expect(lines.every((line) => /^(User-agent|Allow|Disallow): \S+$/.test(line))).toBe(true);
  });

  it('never answers server paths with the shell', async () => {
    for (const url of ['/api/nope', '/uploads/none.webp', '/remotes/mfe-catalog/none.js']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'Not found' });
    }
  });

  it('serves remotes and releases with the right cache headers', async () => {
    const manifest = await get('/remotes/mfe-catalog/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // A development build's fixed entry name is asked again; a production entry is named by
    // its build's hash and kept.
    expect((await get('/remotes/mfe-catalog/remoteEntry.js')).headers['cache-control']).toBe(
      'no-cache',
    );
    expect(
      (await get('/remotes/mfe-catalog/remoteEntry.0c1d2e3f4a5b.js')).headers['cache-control'],
    ).toBe('public, max-age=31536000, immutable');
    const chunk = await get('/remotes/mfe-catalog/540.5721477b78c2.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const release = await get('/releases/mfe-catalog/v2/mf-manifest.json');
    expect(release.statusCode).toBe(200);
    expect(release.headers['cache-control']).toBe('no-cache');
  });

  it('compresses with brotli and gzip', async () => {
    const br = await get('/140.a10c5bfab3d9.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get('/140.a10c5bfab3d9.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('layers the remotes config: defaults, env, then the file re-read on change', async () => {
    const first = await get('/remotes.json', { host: 'shop.test:4000' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toMatchObject({
      remotes: {
        mfe_catalog: '/remotes/mfe-catalog/mf-manifest.json',
        mfe_checkout: '/remotes/mfe-checkout/mf-manifest.json',
        mfe_account: '/remotes/mfe-account/mf-manifest.json',
        mfe_admin: 'http://cdn/admin.json',
      },
      phone: '+971 50 123 4567',
      auth: { url: 'http://shop.test:4000' },
    });
    const file = path.join(dataDir, 'remotes.config.json');
    write(
      file,
      JSON.stringify({ remotes: { mfe_catalog: '/releases/mfe-catalog/v2/mf-manifest.json' } }),
    );
    const second = (await get('/remotes.json')).json();
    expect(second.remotes.mfe_catalog).toBe('/releases/mfe-catalog/v2/mf-manifest.json');
    expect(second.remotes.mfe_admin).toBe('http://cdn/admin.json');
    write(
      file,
      JSON.stringify({ remotes: { mfe_catalog: '/releases/mfe-catalog/v3/mf-manifest.json' } }),
    );
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect((await get('/remotes.json')).json().remotes.mfe_catalog).toBe(
      '/releases/mfe-catalog/v3/mf-manifest.json',
    );
    write(file, '{ not json');
    fs.utimesSync(file, new Date(Date.now() + 9000), new Date(Date.now() + 9000));
    expect((await get('/remotes.json')).statusCode).toBe(200);
  });
});

describe('static hosting without a built shell', () => {
  it('answers 503 with a clear message', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-empty-'));
    const app = await buildApp({ logger: false, config: { webRoot: root, dataDir: root } });
    const res = await app.inject({ method: 'GET', url: '/Items' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('The storefront is not built yet: run npm run build');
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
});
