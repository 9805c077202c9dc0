import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../src/config';
import { releaseEvents } from '../src/db/schema';
import { MAX_MANIFEST_BYTES } from '../src/releases/manifests';
import { productionProblems } from '../src/production-checks';
import { write } from './helpers/web-root';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

const TOKEN = 'a-release-token-of-forty-characters-long!';
const SHELL = { shared: [{ name: 'react', version: '18.3.1' }] };
const manifest = (react: string) => JSON.stringify({ shared: [{ name: 'react', version: react }] });

describe.each(BACKENDS)('the release registry on %s', (backend) => {
  let t: TestApp;
  let root: string;
  const register = (payload: object, auth: { cookie?: string; token?: string }) =>
    call(t, {
      method: 'POST',
      url: '/api/Releases/register.php',
      payload,
      cookie: auth.cookie,
      headers: auth.token ? { authorization: `Bearer ${auth.token}` } : {},
    });
  const activate = (payload: object, cookie?: string) =>
    call(t, { method: 'POST', url: '/api/Releases/activate.php', payload, cookie });
  const list = async () =>
    (await call(t, { method: 'GET', url: '/api/Releases/', cookie: t.adminCookie })).json();
  const release = (version: string, react: string) => {
    write(path.join(root, 'releases', 'mfe-catalog', version, 'mf-manifest.json'), manifest(react));
    return `/releases/mfe-catalog/${version}/mf-manifest.json`;
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-releases-'));
    write(path.join(root, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify(SHELL));
    t = await startTestApp(backend, {
      webRoot: root,
      releasesDir: path.join(root, 'releases'),
      releaseToken: TOKEN,
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('registers a compatible version with a session or the release token, and lists it', async () => {
    const byAdmin = await register(
      { remote: 'mfe_catalog', version: '1.0.0', manifestUrl: release('1.0.0', '18.2.0') },
      { cookie: t.adminCookie },
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toEqual({
      status: 'success',
      message: 'mfe_catalog 1.0.0 was registered',
    });
    const byToken = await register(
      { remote: 'mfe_catalog', version: '1.1.0', manifestUrl: release('1.1.0', '18.3.0') },
      { token: TOKEN },
    );
    expect(byToken.statusCode).toBe(200);

    const remotes = await list();
    expect(remotes.map((r: { remote: string }) => r.remote)).toEqual([
      'mfe_catalog',
      'mfe_checkout',
      'mfe_account',
      'mfe_admin',
    ]);
    const catalog = remotes[0];
    expect(catalog.live).toEqual({
      version: 'default',
      manifestUrl: '/remotes/mfe-catalog/mf-manifest.json',
      activatedAt: null,
      activatedBy: null,
    });
    expect(catalog.canary).toBeNull();
    const noHealth = { mounts: 0, loadFailures: 0, renderErrors: 0, failureRate: 0 };
    expect(catalog.releases).toEqual([
      {
        version: '1.1.0',
        manifestUrl: '/releases/mfe-catalog/1.1.0/mf-manifest.json',
        shared: { react: '18.3.0' },
        compatible: true,
        problems: [],
        releasedBy: 'release token',
        releasedAt: expect.any(String),
        health: noHealth,
      },
      expect.objectContaining({ version: '1.0.0', compatible: true, releasedBy: 'Reluxe Admin' }),
      {
        version: 'default',
        manifestUrl: '/remotes/mfe-catalog/mf-manifest.json',
        shared: {},
        compatible: true,
        problems: [],
        releasedBy: 'site build',
        releasedAt: null,
        health: noHealth,
      },
    ]);
    expect(catalog.history.map((e: { version: string; action: string }) => e.action)).toEqual([
      'register',
      'register',
    ]);
  });

  it('stores a version the shell does not fit as refused, with the reasons (409)', async () => {
    const res = await register(
      { remote: 'mfe_catalog', version: '2.0.0', manifestUrl: release('2.0.0', '19.0.0') },
      { token: TOKEN },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      message: expect.stringContaining(
        'react: the shell provides 18.3.1, the remote needs ^19.0.0',
      ),
    });
    const refused = (await list())[0].releases[0];
    expect(refused).toMatchObject({
      version: '2.0.0',
      compatible: false,
      problems: ['react: the shell provides 18.3.1, the remote needs ^19.0.0'],
    });
    const activating = await activate({ remote: 'mfe_catalog', version: '2.0.0' }, t.adminCookie);
    expect(activating.statusCode).toBe(409);
  });

  it('registers a version once (409 after, the record unchanged)', async () => {
    const again = await register(
      { remote: 'mfe_catalog', version: '1.0.0', manifestUrl: release('1.1.0', '18.3.0') },
      { cookie: t.adminCookie },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/registered already/);
    const first = (await list())[0].releases.find(
      (r: { version: string }) => r.version === '1.0.0',
    );
    expect(first.manifestUrl).toBe('/releases/mfe-catalog/1.0.0/mf-manifest.json');
  });

  it('activates a registered version for /remotes.json and records every action', async () => {
    const res = await activate({ remote: 'mfe_catalog', version: '1.1.0' }, t.adminCookie);
    expect(res.statusCode).toBe(200);
    const config = (await call(t, { method: 'GET', url: '/remotes.json' })).json();
    expect(config.remotes.mfe_catalog).toBe('/releases/mfe-catalog/1.1.0/mf-manifest.json');
    expect(config.versions.mfe_catalog).toBe('1.1.0');
    expect((await list())[0].live).toMatchObject({
      version: '1.1.0',
      activatedAt: expect.any(String),
      activatedBy: 'Reluxe Admin',
    });

    const unknown = await activate({ remote: 'mfe_catalog', version: '9.9.9' }, t.adminCookie);
    expect(unknown.statusCode).toBe(404);

    const events = await t.database.db
      .select({
        version: releaseEvents.version,
        action: releaseEvents.action,
        actor: releaseEvents.actor,
      })
      .from(releaseEvents)
      .where(eq(releaseEvents.remote, 'mfe_catalog'))
      .orderBy(releaseEvents.id);
    expect(events).toEqual([
      { version: '1.0.0', action: 'register', actor: 'Reluxe Admin' },
      { version: '1.1.0', action: 'register', actor: 'release token' },
      { version: '2.0.0', action: 'refuse', actor: 'release token' },
      { version: '1.1.0', action: 'activate', actor: 'Reluxe Admin' },
    ]);
  });

  it('registers a manifest published elsewhere by its http URL, within the size and time limits', async () => {
    // A CDN of the remote's team: a manifest, one too large, a redirect and a missing file.
    const cdn = http.createServer((request, response) => {
      if (request.url === '/catalog/3.0.0/mf-manifest.json') {
        response.setHeader('content-type', 'application/json');
        response.end(manifest('18.3.0'));
      } else if (request.url === '/huge/mf-manifest.json') {
        response.end('x'.repeat(MAX_MANIFEST_BYTES + 1));
      } else if (request.url === '/moved/mf-manifest.json') {
        response.writeHead(302, { location: '/catalog/3.0.0/mf-manifest.json' }).end();
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    try {
      const byUrl = (version: string, file: string) =>
        register(
          { remote: 'mfe_checkout', version, manifestUrl: `${origin}/${file}/mf-manifest.json` },
          { token: TOKEN },
        );
      expect((await byUrl('3.0.0', 'catalog/3.0.0')).statusCode).toBe(200);
      const checkout = (await list())[1];
      expect(checkout.releases[0]).toMatchObject({
        version: '3.0.0',
        manifestUrl: `${origin}/catalog/3.0.0/mf-manifest.json`,
        shared: { react: '18.3.0' },
        compatible: true,
      });
      for (const [file, reason] of [
        ['huge', /is too large/],
        ['moved', /could not be fetched/],
        ['missing', /answered 404/],
      ] as const) {
        const refused = await byUrl(`3.0.1-${file}`, file);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toMatch(reason);
      }
      expect((await list())[1].releases.map((r: { version: string }) => r.version)).toEqual([
        '3.0.0',
        'default',
      ]);
    } finally {
      cdn.close();
    }
  });

  it('refuses calls without an administrator session or a valid token (401/403)', async () => {
    const payload = {
      remote: 'mfe_checkout',
      version: '1.0.0',
      manifestUrl: '/releases/mfe-checkout/1.0.0/mf-manifest.json',
    };
    expect((await register(payload, {})).statusCode).toBe(401);
    expect((await register(payload, { token: `${TOKEN}x` })).statusCode).toBe(401);
    expect((await register(payload, { cookie: t.customerCookie })).statusCode).toBe(403);
    expect((await activate({ remote: 'mfe_catalog', version: '1.0.0' })).statusCode).toBe(401);
    expect(
      (await activate({ remote: 'mfe_catalog', version: '1.0.0' }, t.customerCookie)).statusCode,
    ).toBe(403);
    const wrongToken = await call(t, {
      method: 'POST',
      url: '/api/Releases/activate.php',
      payload: { remote: 'mfe_catalog', version: '1.0.0' },
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrongToken.statusCode).toBe(401);
    const listed = await call(t, {
      method: 'GET',
      url: '/api/Releases/',
      cookie: t.customerCookie,
    });
    expect(listed.statusCode).toBe(403);
    expect((await call(t, { method: 'GET', url: '/api/Releases/' })).statusCode).toBe(401);
  });

  it('answers bad input with a 400 that names it', async () => {
    const cases: [object, RegExp][] = [
      [{ version: '1', manifestUrl: '/releases/a/mf-manifest.json' }, /remote must be one of/],
      [{ remote: 'mfe_nope', version: '1', manifestUrl: '/x' }, /remote must be one of/],
      [
        { remote: 'mfe_catalog', version: '../1', manifestUrl: release('3.0.0', '18.3.1') },
        /version may hold/,
      ],
      [
        { remote: 'mfe_catalog', version: '3.0.0', manifestUrl: 'file:///etc/passwd' },
        /manifestUrl/,
      ],
      [
        { remote: 'mfe_catalog', version: '3.0.0', manifestUrl: '/releases/../x/mf-manifest.json' },
        /not a file this site serves/,
      ],
      [
        { remote: 'mfe_catalog', version: '3.0.0', manifestUrl: '/releases/none/mf-manifest.json' },
        /was not found/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await register(payload, { cookie: t.adminCookie });
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(message)]);
    }
    write(path.join(root, 'releases', 'mfe-catalog', 'bad', 'mf-manifest.json'), '{"shared": 1');
    const broken = await register(
      {
        remote: 'mfe_catalog',
        version: 'bad',
        manifestUrl: '/releases/mfe-catalog/bad/mf-manifest.json',
      },
      { token: TOKEN },
    );
    expect([broken.statusCode, broken.json().message]).toEqual([
      400,
      expect.stringMatching(/JSON/),
    ]);
    const noVersion = await activate({ remote: 'mfe_catalog' }, t.adminCookie);
    expect(noVersion.statusCode).toBe(400);
    const defaultName = await register(
      { remote: 'mfe_catalog', version: 'default', manifestUrl: release('1.0.0', '18.2.0') },
      { token: TOKEN },
    );
    expect([defaultName.statusCode, defaultName.json().message]).toEqual([
      400,
      "version 'default' names the default build and cannot be registered",
    ]);
  });
});

describe('the release token in production', () => {
  const config = (token?: string) =>
    ({
      production: true,
      secureCookies: true,
      releaseToken: token,
      vars: { ADMIN_PASSWORD: 'a-private-admin-password' },
    }) as unknown as AppConfig;

  it('refuses a token shorter than 32 characters', () => {
    expect(productionProblems(config('short'))).toEqual([
      'RELEASE_TOKEN is shorter than 32 characters',
    ]);
    expect(productionProblems(config(TOKEN))).toEqual([]);
    expect(productionProblems(config())).toEqual([]);
  });
});
