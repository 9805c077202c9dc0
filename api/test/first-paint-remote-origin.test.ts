import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  ENDPOINTS,
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_FILE,
  FIRST_PAINT_MANIFEST_FIELD,
  FIRST_PAINT_PAGE_ATTRIBUTE,
  REMOTES_CONFIG_ID,
  urlOf,
} from '../src/contracts';
import { remoteReleases } from '../src/db/schema';
import { readEnv } from '../src/env-schema';
import { firstPaintEntryOf } from '../src/releases/first-paint-entry';
import { nonceOf } from './helpers/page-nonce';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';
import {
  FAKE_SHELL_MODULE,
  FRAME_URL,
  INDEX_HTML,
  SKELETON,
  fakeShellModule,
  headerOf,
  rebuild,
  write,
} from './helpers/web-root';
import { waitFor } from './helpers/wait-for';

const NEW_ARRIVALS = urlOf(ENDPOINTS.products.newArrivals);

/**
 * A remote's server module painting the home page with `mark`, with the new arrivals it asks for,
 * and the `react` it is given. `require` names what else it requires (Node's own util here).
 */
const paintingModule = (mark: string, require = 'node:util') => `
const { format } = require(${JSON.stringify(require)});
const react = require('react');
exports.requests = (module) => (module === 'mfe_catalog/HomePage' ? [${JSON.stringify(NEW_ARRIVALS)}] : []);
exports.page = (module) =>
  module === 'mfe_catalog/HomePage'
    ? (responses) =>
        format('<h1 class="cdn" data-react="%s" data-arrivals="%d">%s</h1>', react.marker,
          responses[${JSON.stringify(NEW_ARRIVALS)}].length, ${JSON.stringify(mark)})
    : undefined;
`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const manifest = (module: string) =>
  JSON.stringify({
    shared: [{ name: 'react', version: '19.3.0' }],
    [FIRST_PAINT_MANIFEST_FIELD]: { path: FIRST_PAINT_FILE, sha256: sha256(module) },
  });
/** The root element's content as the browser receives it. */
const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script/.exec(html)?.[1];
/** Whether the home page holds the remote's page marked `mark`, drawn on `react` with its answers. */
const painted = (html: string, mark: string, react = 'shell-react') =>
  new RegExp(
    `^${headerOf()}<main data-page="mfe_catalog/HomePage">` +
      `<h1 class="cdn" data-react="${react}" data-arrivals="[1-9][0-9]*">${mark}</h1></main>$`,
  ).test(rootOf(html) ?? '');
/** The frame with the skeleton in the page's place, and the frame's answers without the page's. */
function expectSkeleton(html: string) {
  expect(rootOf(html)).toBe(`${headerOf()}${SKELETON}`);
  const data = html.slice(html.indexOf(`id="${FIRST_PAINT_DATA_ID}"`));
  expect(data.slice(data.indexOf('>') + 1).startsWith(`{"${FRAME_URL}":`)).toBe(true);
  expect(html).not.toContain(`id="${FIRST_PAINT_DATA_ID}" ${FIRST_PAINT_PAGE_ATTRIBUTE}`);
  expect(html).not.toContain(`"${NEW_ARRIVALS}":`);
  expect(html).not.toContain('class="cdn"');
}

/** A CDN of the catalog team on 127.0.0.1: files by path, and how often each was asked for. */
async function startCdn(files: Record<string, string>, port = 0) {
  const asked = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const file = request.url ?? '';
    asked.set(file, (asked.get(file) ?? 0) + 1);
    if (files[file] === undefined) response.writeHead(404).end();
    else response.end(files[file]);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${listening}`;
  return {
    port: listening,
    url: (file: string) => `${origin}${file}`,
    asked: (file: string) => asked.get(file) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** How long a test waits for a release or a warning to show. */
const SHOWS_WITHIN_MS = 5_000;

/** The warnings logged about a manifest URL, by their error's message. */
const warningsAbout = (warn: jest.SpyInstance, manifestUrl: string): string[] =>
  warn.mock.calls
    .filter(([fields]) => (fields as { manifestUrl?: string })?.manifestUrl === manifestUrl)
    .map(([fields]) => String((fields as { err?: Error }).err?.message));

const V1 = paintingModule('from the CDN');
const V2 = paintingModule('v2 as registered');
/** A module that requires one of the api's own packages, which only a local file may. */
const WITH_PACKAGE = paintingModule('with a package', 'pg');
const FILES = {
  '/catalog/1.0.0/mf-manifest.json': manifest(V1),
  [`/catalog/1.0.0/${FIRST_PAINT_FILE}`]: V1,
  // The file was changed on the CDN after 2.0.0 was registered.
  '/catalog/2.0.0/mf-manifest.json': manifest(V2),
  [`/catalog/2.0.0/${FIRST_PAINT_FILE}`]: paintingModule('tampered'),
  '/catalog/4.0.0/mf-manifest.json': manifest(WITH_PACKAGE),
  [`/catalog/4.0.0/${FIRST_PAINT_FILE}`]: WITH_PACKAGE,
  '/catalog/bad/mf-manifest.json': JSON.stringify({
    shared: [],
    [FIRST_PAINT_MANIFEST_FIELD]: { path: '../../elsewhere.cjs', sha256: sha256(V1) },
  }),
  '/catalog/unregistered/mf-manifest.json': manifest(V1),
  [`/catalog/unregistered/${FIRST_PAINT_FILE}`]: V1,
};

/** A web root with the shell's index.html and server module. */
const writeShell = (webRoot: string) => {
  write(path.join(webRoot, 'shell/dist/index.html'), INDEX_HTML);
  write(path.join(webRoot, 'shell/dist', FIRST_PAINT_FILE), FAKE_SHELL_MODULE);
};

describe.each(BACKENDS)('the page of a remote from another origin (%s)', (backend) => {
  let t: TestApp;
  let cdn: Awaited<ReturnType<typeof startCdn>>;
  let warn: jest.SpyInstance;

  const register = (version: string, manifestUrl: string) =>
    call(t, {
      method: 'POST',
      url: '/api/Releases/register.php',
      payload: { remote: 'mfe_catalog', version, manifestUrl },
      cookie: t.adminCookie,
    });
  const activate = async (version: string) => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/Releases/activate.php',
      payload: { remote: 'mfe_catalog', version },
      cookie: t.adminCookie,
    });
    expect(res.statusCode).toBe(200);
  };
  const home = async (app: TestApp = t) => {
    const res = await app.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    cdn = await startCdn(FILES);
    t = await startTestApp(backend);
    writeShell(t.dataDir);
    warn = jest.spyOn(t.app.log, 'warn');
  });
  afterAll(async () => {
    warn.mockRestore();
    await t.close();
    await cdn.close();
  });

  it('records the sha256 of the first-paint file a registered manifest names', async () => {
    expect((await register('1.0.0', cdn.url('/catalog/1.0.0/mf-manifest.json'))).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db
      .select({ sha256: remoteReleases.firstPaintSha256 })
      .from(remoteReleases)
      .where(eq(remoteReleases.version, '1.0.0'));
    expect(row).toEqual({ sha256: sha256(V1) });

    const bad = await register('1.0.1', cdn.url('/catalog/bad/mf-manifest.json'));
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      expect.stringMatching(/has an invalid firstPaint/),
    ]);
  });

  it('paints with the live version fetched from its origin, without a page waiting for it', async () => {
    await activate('1.0.0');
    // The first page goes out at once, the skeleton in the page's place, while the module loads.
    expectSkeleton(await home());
    let html = '';
    await waitFor(async () => painted((html = await home()), 'from the CDN'), SHOWS_WITHIN_MS);
    expect(html).not.toContain(SKELETON);
    expect(html).toContain(`id="${FIRST_PAINT_DATA_ID}" ${FIRST_PAINT_PAGE_ATTRIBUTE} `);
    expect(html).toContain(`"${NEW_ARRIVALS}":`);
    expect(html).toContain(
      `<style nonce="${nonceOf(html)}" data-shell>header{}</style>` +
        `<script type="application/json" id="${REMOTES_CONFIG_ID}">`,
    );
    // The page's policy lets the browser load the remote from its origin.
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(cdn.url(''));
    // Loaded once: the next pages use the module in memory.
    for (let page = 0; page < 3; page += 1)
      expect(painted(await home(), 'from the CDN')).toBe(true);
    expect(cdn.asked(`/catalog/1.0.0/${FIRST_PAINT_FILE}`)).toBe(1);
  });

  it("runs the module again on a rebuilt shell's libraries, without fetching it again", async () => {
    const shellFile = path.join(t.dataDir, 'shell/dist', FIRST_PAINT_FILE);
    try {
      rebuild(shellFile, fakeShellModule({ react: 'shell-react v2' }));
      expect(painted(await home(), 'from the CDN', 'shell-react v2')).toBe(true);
    } finally {
      rebuild(shellFile, FAKE_SHELL_MODULE);
    }
    expect(painted(await home(), 'from the CDN')).toBe(true);
    expect(cdn.asked(`/catalog/1.0.0/${FIRST_PAINT_FILE}`)).toBe(1);
  });

  it('paints no page from a file that is not the one registered', async () => {
    const manifestUrl = cdn.url('/catalog/2.0.0/mf-manifest.json');
    expect((await register('2.0.0', manifestUrl)).statusCode).toBe(200);
    await activate('2.0.0');
    expectSkeleton(await home());
    await waitFor(() => warningsAbout(warn, manifestUrl).length > 0, SHOWS_WITHIN_MS);
    expect(warningsAbout(warn, manifestUrl)).toEqual([
      expect.stringMatching(`has sha256 ${sha256(paintingModule('tampered'))}, not the registered`),
    ]);
    expectSkeleton(await home());
  });

  it("paints no page from a file that requires the api's packages", async () => {
    const manifestUrl = cdn.url('/catalog/4.0.0/mf-manifest.json');
    expect((await register('4.0.0', manifestUrl)).statusCode).toBe(200);
    await activate('4.0.0');
    expectSkeleton(await home());
    await waitFor(() => warningsAbout(warn, manifestUrl).length > 0, SHOWS_WITHIN_MS);
    expect(warningsAbout(warn, manifestUrl)).toEqual([
      expect.stringMatching(/may require Node's modules only, not pg$/),
    ]);
    expectSkeleton(await home());
  });

  it('renders the page in the browser while the origin is down, and paints once it is back', async () => {
    const files = {
      '/catalog/3.0.0/mf-manifest.json': manifest(V1),
      [`/catalog/3.0.0/${FIRST_PAINT_FILE}`]: V1,
    };
    const down = await startCdn(files);
    const manifestUrl = down.url('/catalog/3.0.0/mf-manifest.json');
    expect((await register('3.0.0', manifestUrl)).statusCode).toBe(200);
    await down.close();
    await activate('3.0.0');
    expectSkeleton(await home());
    await waitFor(() => warningsAbout(warn, manifestUrl).length > 0, SHOWS_WITHIN_MS);
    expect(warningsAbout(warn, manifestUrl)).toEqual([
      expect.stringMatching(/could not be fetched/),
    ]);
    expectSkeleton(await home());

    // A failed load waits a minute before the next try, or the next change of the remotes.
    const back = await startCdn(files, down.port);
    try {
      await t.database.changes.publish('remotes');
      await waitFor(async () => painted(await home(), 'from the CDN'), SHOWS_WITHIN_MS);
    } finally {
      await back.close();
    }
  });

  it('runs no file of a manifest URL no version was registered with', async () => {
    const manifestUrl = cdn.url('/catalog/unregistered/mf-manifest.json');
    const pointed = await startTestApp(backend, {
      vars: readEnv({ ...process.env, REMOTE_MFE_CATALOG_URL: manifestUrl }),
    });
    const warned = jest.spyOn(pointed.app.log, 'warn');
    try {
      writeShell(pointed.dataDir);
      expectSkeleton(await home(pointed));
      await waitFor(() => warningsAbout(warned, manifestUrl).length > 0, SHOWS_WITHIN_MS);
      expect(warningsAbout(warned, manifestUrl)).toEqual([
        'no registered, fitting version has this manifest',
      ]);
      expectSkeleton(await home(pointed));
      expect(cdn.asked(`/catalog/unregistered/${FIRST_PAINT_FILE}`)).toBe(0);
    } finally {
      warned.mockRestore();
      await pointed.close();
    }
  });
});

describe('firstPaintEntryOf', () => {
  const hash = sha256('code');
  const of = (entry: unknown) => firstPaintEntryOf({ [FIRST_PAINT_MANIFEST_FIELD]: entry });

  it('reads a file below the manifest with its sha256, and nothing from a manifest without one', () => {
    expect(of({ path: FIRST_PAINT_FILE, sha256: hash })).toEqual({
      path: FIRST_PAINT_FILE,
      sha256: hash,
    });
    expect(of({ path: 'server/paint.cjs', sha256: hash })?.path).toBe('server/paint.cjs');
    expect(firstPaintEntryOf({ shared: [] })).toBeUndefined();
  });

  it('refuses a path that leaves the folder or names another origin, and a bad hash', () => {
    for (const path of [
      '../x.cjs',
      'a/../../x.cjs',
      './x.cjs',
      '/x.cjs',
      '//cdn/x.cjs',
      'https://cdn/x.cjs',
      '',
    ]) {
      expect([path, of({ path, sha256: hash })]).toEqual([path, null]);
    }
    for (const bad of [hash.toUpperCase(), hash.slice(1), 42, undefined]) {
      expect(of({ path: FIRST_PAINT_FILE, sha256: bad })).toBeNull();
    }
    expect(of(null)).toBeNull();
    expect(of('first-paint.cjs')).toBeNull();
  });
});
