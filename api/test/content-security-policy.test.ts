import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { FIRST_PAINT_FILE } from '../src/contracts';
import { remoteReleases } from '../src/db/schema';
import {
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_PATH,
  CSP_REPORTS_PER_MINUTE,
  violationsOf,
} from '../src/plugins/csp-reports';
import { otherOrigin, policyOf } from '../src/plugins/csp-policy';
import { withFirstPaint } from '../src/plugins/first-paint';
import { withPageNonce } from '../src/plugins/page-nonce';
import { nonceOf } from './helpers/page-nonce';
import { BACKENDS, startTestApp, type TestApp } from './helpers/test-app';
import { FAKE_SHELL_MODULE, INDEX_HTML, write } from './helpers/web-root';

const CDN = 'https://cdn.example.com';
/** index.html as html-webpack-plugin would write it with an inline script and style. */
const INLINING_INDEX = INDEX_HTML.replace(
  '</head>',
  '<script>self.inlined=1</script><style>p{margin:0}</style></head>',
);

/** The directives of a policy, by name. */
function directivesOf(policy: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of String(policy ?? '').split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

/** The nonce of a policy's script-src; the same in its style-src. */
function policyNonce(res: LightMyRequestResponse): string | undefined {
  const directives = directivesOf(res.headers['content-security-policy']);
  const nonceIn = (name: string) =>
    directives
      .get(name)
      ?.find((value) => value.startsWith("'nonce-"))
      ?.slice("'nonce-".length, -1);
  expect(nonceIn('style-src')).toBe(nonceIn('script-src'));
  return nonceIn('script-src');
}

/** Every inline <script> that runs (not a JSON data block) and every <style>, with its nonce. */
function inlineElements(html: string): { tag: string; nonce: string | undefined }[] {
  const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => !/\ssrc=/.test(tag) && !/type="application\/(ld\+)?json"/.test(tag))
    .map((tag) => ({ tag, nonce: /\snonce="([^"]*)"/.exec(tag)?.[1] }));
}

/** A page whose every inline script and style carries the nonce of its policy. */
function expectNoncedPage(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const nonce = policyNonce(res);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const elements = inlineElements(res.body);
  expect(elements.length).toBeGreaterThan(0);
  for (const element of elements) expect(element).toEqual({ tag: element.tag, nonce });
  return nonce!;
}

describe.each(BACKENDS)("the pages' Content-Security-Policy (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(backend);
    write(path.join(t.dataDir, 'shell/dist/index.html'), INLINING_INDEX);
    write(path.join(t.dataDir, 'shell/dist', FIRST_PAINT_FILE), FAKE_SHELL_MODULE);
    // A version released on a CDN (registered, not live): its origin is allowed on every page.
    await t.database.db.insert(remoteReleases).values({
      remote: 'mfe_catalog',
      version: '9.0.0-cdn',
      manifestUrl: `${CDN}/catalog/9.0.0/mf-manifest.json`,
      compatible: true,
      releasedBy: 'test',
    });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('gives a storefront page, the fallback and the server pages a nonce every inline script and style carries', async () => {
    for (const url of [
      '/',
      '/Items/1',
      '/no/such/page',
      '/dev/mailbox',
      '/auth/v1/authorize?provider=myspace',
    ]) {
      const res = await get(url);
      const nonce = expectNoncedPage(res);
      const directives = directivesOf(res.headers['content-security-policy']);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('report-uri')).toEqual([CSP_REPORT_PATH]);
      expect(directives.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, CDN]);
      expect(directives.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(res.headers['content-security-policy-report-only']).toBeUndefined();
    }
  });

  it('hands the nonce of the answer to the shell, and never the same twice', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const res = await get('/Items/1');
      const nonce = expectNoncedPage(res);
      expect(nonceOf(res.body)).toBe(nonce);
      // The build's inline script, the early-taps recorder and the server render's styles.
      expect(res.body).toContain(`<script nonce="${nonce}">self.inlined=1</script>`);
      expect(res.body).toContain(`<style nonce="${nonce}" data-shell>`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it('leaves JSON answers as they were', async () => {
    for (const url of ['/api/health', '/remotes.json', '/api/no/such/call', '/dev/mailbox.json']) {
      const res = await get(url);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['reporting-endpoints']).toBeUndefined();
    }
  });
});

/** An app without a database serving `index`, whose log lines at warn and above are kept. */
async function startLoggedApp(env: Record<string, string> = {}, index = INLINING_INDEX) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-csp-'));
  write(path.join(root, 'shell/dist/index.html'), index);
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp({
    logger: { level: 'warn', stream },
    env,
    config: {
      webRoot: root,
      releasesDir: path.join(root, 'releases'),
      dataDir: path.join(root, 'data'),
    },
  });
  const close = async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  };
  return { app, lines, close };
}

describe('the policy switches', () => {
  it('only reports with CSP_REPORT_ONLY=true', async () => {
    const { app, close } = await startLoggedApp({ CSP_REPORT_ONLY: 'true' });
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.headers['content-security-policy']).toBeUndefined();
      const policy = directivesOf(res.headers['content-security-policy-report-only']);
      expect(policy.get('script-src')).toContain("'self'");
      expect(policy.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    } finally {
      await close();
    }
  });

  it('names the Reporting API endpoint over https only, the only one browsers keep', async () => {
    const { app, close } = await startLoggedApp({ TRUST_PROXY: 'true' });
    try {
      const secure = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(directivesOf(secure.headers['content-security-policy']).get('report-to')).toEqual([
        'csp',
      ]);
      expect(secure.headers['reporting-endpoints']).toBe(`csp="${CSP_REPORT_PATH}"`);
      const plain = await app.inject({ method: 'GET', url: '/' });
      expect(directivesOf(plain.headers['content-security-policy']).has('report-to')).toBe(false);
      expect(plain.headers['reporting-endpoints']).toBeUndefined();
    } finally {
      await close();
    }
  });

  it("allows the origins of the page's remotes and of the hosted auth", async () => {
    const { app, close } = await startLoggedApp({
      REMOTE_MFE_CHECKOUT_URL: `${CDN}/checkout/mf-manifest.json`,
      REMOTE_MFE_ADMIN_URL: '/remotes/mfe-admin/mf-manifest.json',
      SUPABASE_URL: 'https://project.supabase.co',
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/cart' });
      const policy = directivesOf(res.headers['content-security-policy']);
      expect(policy.get('script-src')?.slice(2)).toEqual([CDN]);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://project.supabase.co', CDN]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', CDN]);
      expect(policy.get('font-src')).toEqual(["'self'", CDN]);
    } finally {
      await close();
    }
  });

  it("allows the storage's public origin for images and for releases redirected there", async () => {
    const { app, close } = await startLoggedApp({
      S3_BUCKET: 'reluxe-images',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_PUBLIC_URL: 'https://images.example.com/',
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      const policy = directivesOf(res.headers['content-security-policy']);
      for (const name of ['script-src', 'connect-src', 'img-src']) {
        expect(policy.get(name)).toContain('https://images.example.com');
      }
    } finally {
      await close();
    }
  });

  it("gives the API docs' UI, which writes its own styles, inline styles", async () => {
    const { app, close } = await startLoggedApp();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const policy = directivesOf(res.headers['content-security-policy']);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('script-src')?.[0]).toBe("'self'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
    } finally {
      await close();
    }
  });
});

describe('the policy', () => {
  it('allows images from the storage and the remotes', () => {
    const policy = directivesOf(
      policyOf({
        nonce: 'bm9uY2U=',
        remotes: [CDN],
        connect: [],
        images: ['https://images.example.com'],
        reportPath: CSP_REPORT_PATH,
        reportTo: false,
      }),
    );
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://images.example.com',
      CDN,
    ]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('takes the origin of http(s) URLs of other origins only', () => {
    const self = 'https://shop.example.com';
    expect(otherOrigin(`${CDN}/catalog/1/mf-manifest.json`, self)).toBe(CDN);
    expect(otherOrigin('//cdn.example.com/x.json', self)).toBe(CDN);
    expect(otherOrigin('/releases/mfe-catalog/1/mf-manifest.json', self)).toBeUndefined();
    expect(otherOrigin(`${self}/remotes/x.json`, self)).toBeUndefined();
    expect(otherOrigin('javascript:alert(1)', self)).toBeUndefined();
    expect(otherOrigin('http://', self)).toBeUndefined();
    expect(otherOrigin(undefined, self)).toBeUndefined();
  });

  it("stamps the build's and the server's own tags, never the render's markup", () => {
    const html = withPageNonce(
      '<!doctype html><html><head><script defer src="/main.js"></script>' +
        '<script nonce="kept">1</script></head><body><div id="root"></div></body></html>',
      'N',
    );
    expect(html).toContain('<head><meta property="csp-nonce" nonce="N">');
    expect(html).toContain('<script defer src="/main.js">');
    expect(html).toContain('<script nonce="kept">');
    const painted = withFirstPaint(
      html,
      {
        html: '<p>page</p><style>injected{}</style>',
        css: '<style data-styled="true">a{}</style>',
        answers: {},
        responsesJson: '{}',
        paintsPage: true,
        answered: true,
      },
      'N',
    );
    expect(painted).toContain('<style nonce="N" data-styled="true">a{}</style>');
    expect(painted).toContain('<div id="root"><p>page</p><style>injected{}</style></div>');
  });
});

describe('the violation reports', () => {
  let app: FastifyInstance;
  let lines: Record<string, unknown>[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, lines, close } = await startLoggedApp());
  });
  afterAll(async () => close());

  /** Each test reports from its own address: the per-address cap counts them apart. */
  let address = 0;
  const reporter = () => {
    address += 1;
    const remoteAddress = `10.0.0.${address}`;
    return (contentType: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: CSP_REPORT_PATH,
        headers: { 'content-type': contentType },
        payload,
        remoteAddress,
      });
  };
  const violations = () => lines.filter((line) => line.msg === 'content security policy violation');

  it('logs the violations of report-uri and of the Reporting API at warn, and answers 204', async () => {
    const send = reporter();
    const legacy = await send(
      'application/csp-report',
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://shop.test/',
          'blocked-uri': 'inline',
          'effective-directive': 'script-src-elem',
          disposition: 'enforce',
          'line-number': 12,
          'original-policy': "default-src 'self'",
        },
      }),
    );
    expect([legacy.statusCode, legacy.body]).toEqual([204, '']);
    const reports = await send(
      'application/reports+json',
      JSON.stringify([
        {
          type: 'csp-violation',
          age: 10,
          url: 'https://shop.test/Items',
          body: {
            documentURL: 'https://shop.test/Items',
            blockedURL: 'https://evil.test/x.js',
            effectiveDirective: 'script-src-elem',
            disposition: 'report',
            sample: '',
          },
        },
        { type: 'deprecation', body: { id: 'x' } },
      ]),
    );
    expect(reports.statusCode).toBe(204);
    expect(violations().map((line) => [line.level, line.violation])).toEqual([
      [
        40,
        {
          documentURL: 'http://shop.test/',
          blockedURL: 'inline',
          effectiveDirective: 'script-src-elem',
          disposition: 'enforce',
          lineNumber: 12,
        },
      ],
      [
        40,
        {
          documentURL: 'https://shop.test/Items',
          blockedURL: 'https://evil.test/x.js',
          effectiveDirective: 'script-src-elem',
          disposition: 'report',
          sample: '',
        },
      ],
    ]);
  });

  it('refuses a body that is no report with a 4xx, never a 500', async () => {
    const send = reporter();
    const refused: [string, string, number][] = [
      ['application/csp-report', '{not json', 400],
      ['application/csp-report', '{}', 400],
      ['application/csp-report', '{"csp-report":"inline"}', 400],
      ['application/reports+json', '[1,2]', 400],
      ['application/reports+json', '{"type":"csp-violation"}', 400],
      ['application/reports+json', 'null', 400],
      ['application/json', '"a string"', 400],
      ['text/plain', 'hello', 400],
      ['application/xml', '<report/>', 415],
      ['application/csp-report', `{"csp-report":{"x":"${'a'.repeat(CSP_REPORT_MAX_BYTES)}"}}`, 413],
    ];
    for (const [contentType, payload, status] of refused) {
      const res = await send(contentType, payload);
      expect([contentType, payload.slice(0, 30), res.statusCode]).toEqual([
        contentType,
        payload.slice(0, 30),
        status,
      ]);
      expect(res.json()).toMatchObject({ status: 'error' });
    }
  });

  it('caps the reports of one address per minute', async () => {
    const send = reporter();
    const report = JSON.stringify({ 'csp-report': { 'blocked-uri': 'inline' } });
    for (let i = 0; i < CSP_REPORTS_PER_MINUTE; i += 1) {
      expect((await send('application/csp-report', report)).statusCode).toBe(204);
    }
    const over = await send('application/csp-report', report);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // Another address is not held back.
    expect((await reporter()('application/csp-report', report)).statusCode).toBe(204);
  });

  it('reads a violation from either format the same way', () => {
    expect(violationsOf([])).toEqual([]);
    expect(violationsOf({ 'csp-report': { 'blocked-uri': 'x'.repeat(2000) } })).toEqual([
      { blockedURL: 'x'.repeat(500) },
    ]);
  });
});
