import http from 'node:http';
import path from 'node:path';
import { buildApp } from '../src/app';
import { CSRF_HEADER, ENDPOINTS, VISITOR_COOKIE } from '../src/contracts';
import { CROSS_SITE_MESSAGE } from '../src/plugins/csrf';
import { SHUTTING_DOWN } from '../src/plugins/lifecycle';
import { apiPath } from '../src/routes/paths';
import { startTestApp, testConfig, type TestApp } from './helpers/test-app';
import { INDEX_HTML, write } from './helpers/web-root';
import { holdRoute } from './helpers/held-route';

// The hooks that left the hot path (global hooks run by every request) still work where they
// must: CSRF on writes, language and the visitor cookie on pages, cookies where a route reads
// them, security headers by kind of answer, and the drain of a shutdown.

const BRANDS = apiPath(ENDPOINTS.brand.list);
const LOGIN = apiPath(ENDPOINTS.user.login);
const CROSS_SITE = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };

/** A GET on a keep-alive connection of its own: its status, headers and body. */
function rawGet(base: string, url: string) {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.get(`${base}${url}`, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      });
      request.on('error', reject);
    },
  ).finally(() => agent.destroy());
}

describe('the per-request path', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    write(path.join(t.dataDir, 'shell', 'dist', 'index.html'), INDEX_HTML);
  });
  afterAll(() => t.close());

  it('refuses a cross-site write and lets cross-site reads through', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: CROSS_SITE,
      payload: { Email: 'customer@reluxe.ae', Password: 'wrong' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: CROSS_SITE_MESSAGE });

    const withHeader = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { ...CROSS_SITE, [CSRF_HEADER]: '1' },
      payload: { Email: 'customer@reluxe.ae', Password: 'wrong' },
    });
    expect(withHeader.statusCode).not.toBe(403);

    const read = await t.app.inject({ method: 'GET', url: BRANDS, headers: CROSS_SITE });
    expect(read.statusCode).toBe(200);
  });

  it("paints a page in the visitor's language and gives a new visitor an id", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'ar' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(String(page.headers['set-cookie'])).toContain(`${VISITOR_COOKIE}=`);

    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'reluxe_lang=ar; other=1' },
    });
    expect(byCookie.body).toContain('<html lang="ar" dir="rtl">');

    // A data answer sets no cookie.
    const data = await t.app.inject({ method: 'GET', url: BRANDS });
    expect(data.headers['set-cookie']).toBeUndefined();
  });

  it("reads a route's cookies when it asks for them: the session and the language", async () => {
    const signedIn = await t.app.inject({
      method: 'GET',
      url: apiPath(ENDPOINTS.user.details),
      headers: { cookie: t.customerCookie },
    });
    expect(signedIn.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/Products/getProductDetails.php?ProductID=999999',
      headers: { cookie: 'reluxe_lang=ar' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', message: 'المنتج غير موجود' });
  });

  it('sends every security header on pages, and on data those that apply to data', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    expect(page.headers['content-security-policy']).toContain('script-src');

    const data = await t.app.inject({ method: 'GET', url: BRANDS });
    expect(data.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    expect(data.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(data.headers['content-security-policy']).toBeUndefined();
  });

  it('drains: connections close, then new requests get a 503 and those in flight are named', async () => {
    const app = await buildApp({ logger: false, config: testConfig(t.dataDir) });
    app.get('/quick', async () => ({ quick: true }));
    const { release } = holdRoute(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    try {
      const answered = rawGet(base, '/held');
      // The server reads the held request in its own time: a loaded host can take over 100 ms.
      for (let waited = 0; app.lifecycle.inFlight().length === 0 && waited < 5_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(app.lifecycle.inFlight()).toEqual([expect.stringMatching(/^GET \/held \(\d/)]);

      const serving = await rawGet(base, '/quick');
      expect(serving.headers.connection).toBe('keep-alive');
      app.lifecycle.drain();
      const draining = await rawGet(base, '/quick');
      expect(draining).toMatchObject({ status: 200, headers: { connection: 'close' } });

      app.lifecycle.close();
      const closing = await rawGet(base, '/quick');
      expect(closing.status).toBe(503);
      expect(JSON.parse(closing.body)).toEqual({ status: 'error', message: SHUTTING_DOWN });
      expect((await rawGet(base, apiPath(ENDPOINTS.health))).status).toBe(200);

      release();
      expect(JSON.parse((await answered).body)).toEqual({ done: true });
      expect(app.lifecycle.inFlight()).toEqual([]);
    } finally {
      release();
      await app.close();
    }
  });
});
