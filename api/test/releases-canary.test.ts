import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { REMOTES_CONFIG_ID } from '../src/contracts';
import { releaseEvents } from '../src/db/schema';
import { bucketOf } from '../src/releases/visitors';
import { write } from './helpers/web-root';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

const TOKEN = 'a-release-token-of-forty-characters-long!';
const SHELL = { shared: [{ name: 'react', version: '18.3.1' }] };
const VISITORS = 1000;

/** A built remote's manifest: its shared react and what the page hints read. */
const manifest = (react: string) =>
  JSON.stringify({
    name: 'mfe_catalog',
    metaData: { name: 'mfe_catalog', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ name: 'react', version: react }],
    exposes: [{ name: 'SearchBox', assets: { js: { sync: ['search.js'] } } }],
  });

const manifestUrl = (version: string) => `/releases/mfe-catalog/${version}/mf-manifest.json`;
const DEFAULT_MANIFEST = '/remotes/mfe-catalog/mf-manifest.json';

/** The visitor cookie a response sets, as its `name=value`; undefined when it sets none. */
function visitorCookie(setCookie: string | string[] | undefined): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => c.startsWith('reluxe_visitor='))?.split(';')[0];
}
const idOf = (cookie: string) => cookie.slice('reluxe_visitor='.length);
/** The remotes config a page carries for the browser's boot. */
const embeddedConfig = (html: string): unknown => {
  const json = new RegExp(
    `<script type="application/json" id="${REMOTES_CONFIG_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe.each(BACKENDS)('canaries of a remote on %s', (backend) => {
  let t: TestApp;
  let root: string;
  /** The visitors of the first canary, as their cookie and the version they got first. */
  let visitors: { cookie: string; version: string }[] = [];

  const post = (endpoint: string, payload: object, cookie = t.adminCookie) =>
    call(t, { method: 'POST', url: `/api/Releases/${endpoint}`, payload, cookie });
  const byToken = (endpoint: string, payload: object) =>
    call(t, {
      method: 'POST',
      url: `/api/Releases/${endpoint}`,
      payload,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
  const remotesOf = (cookie?: string) =>
    call(t, { method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} });
  const versionOf = async (cookie: string) =>
    (await remotesOf(cookie)).json().versions.mfe_catalog as string | undefined;
  const catalog = async () =>
    (await call(t, { method: 'GET', url: '/api/Releases/', cookie: t.adminCookie })).json()[0];
  const expectAnswer = (
    res: { statusCode: number; json(): { message: string } },
    status: number,
    message: string,
  ) => expect([res.statusCode, res.json().message]).toEqual([status, message]);
  const actions = async () =>
    t.database.db
      .select({
        version: releaseEvents.version,
        action: releaseEvents.action,
        actor: releaseEvents.actor,
        note: releaseEvents.note,
      })
      .from(releaseEvents)
      .where(and(eq(releaseEvents.remote, 'mfe_catalog')))
      .orderBy(releaseEvents.id);

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-canary-'));
    write(path.join(root, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify(SHELL));
    write(
      path.join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><html><head><title>Reluxe</title></head><body></body></html>',
    );
    write(path.join(root, 'mfe-catalog', 'dist', 'mf-manifest.json'), manifest('18.3.1'));
    for (const [version, react] of [
      ['1.0.0', '18.2.0'],
      ['2.0.0', '18.3.0'],
      ['2.1.0', '18.3.0'],
      ['3.0.0', '19.0.0'],
    ] as const) {
      write(
        path.join(root, 'releases', 'mfe-catalog', version, 'mf-manifest.json'),
        manifest(react),
      );
    }
    t = await startTestApp(backend, {
      webRoot: root,
      releasesDir: path.join(root, 'releases'),
      releaseToken: TOKEN,
    });
    for (const version of ['1.0.0', '2.0.0', '2.1.0', '3.0.0']) {
      await byToken('register.php', {
        remote: 'mfe_catalog',
        version,
        manifestUrl: manifestUrl(version),
      });
    }
    expect(
      (await post('activate.php', { remote: 'mfe_catalog', version: '1.0.0' })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('gives a canary at 20% to about a fifth of a thousand new visitors, each sticky', async () => {
    const started = await post('canary.php', {
      remote: 'mfe_catalog',
      version: '2.0.0',
      percent: 20,
    });
    expectAnswer(started, 200, 'mfe_catalog 2.0.0 goes to 20% of visitors');

    visitors = [];
    for (let i = 0; i < VISITORS; i++) {
      const res = await remotesOf();
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/\bCookie\b/i);
      const setCookie = res.headers['set-cookie'] as string;
      expect(setCookie).toMatch(
        /^reluxe_visitor=[\w-]{22}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const cookie = visitorCookie(setCookie)!;
      const config = res.json();
      // The answer already follows the id the response sets.
      const onCanary = bucketOf('mfe_catalog', idOf(cookie)) < 20;
      expect(config.versions.mfe_catalog).toBe(onCanary ? '2.0.0' : '1.0.0');
      expect(config.remotes.mfe_catalog).toBe(manifestUrl(onCanary ? '2.0.0' : '1.0.0'));
      visitors.push({ cookie, version: config.versions.mfe_catalog });
    }
    const onCanary = visitors.filter((v) => v.version === '2.0.0').length;
    expect(onCanary).toBeGreaterThanOrEqual(150);
    expect(onCanary).toBeLessThanOrEqual(250);

    for (const visitor of visitors) {
      const again = await remotesOf(visitor.cookie);
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.json().versions.mfe_catalog).toBe(visitor.version);
    }
    const listed = await catalog();
    expect(listed.canary).toEqual({
      version: '2.0.0',
      manifestUrl: manifestUrl('2.0.0'),
      percent: 20,
      startedBy: 'Reluxe Admin',
      startedAt: expect.any(String),
    });
    expect(listed.history[0]).toMatchObject({ version: '2.0.0', action: 'canary', note: '20%' });
  });

  it('replaces a cookie that is not a visitor id', async () => {
    const res = await remotesOf('reluxe_visitor=no!');
    const cookie = visitorCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/^reluxe_visitor=[\w-]{22}$/);
  });

  it('keeps every visitor of the canary when its share grows to 50%', async () => {
    const startedAt = (await catalog()).canary.startedAt;
    const raised = await post('canary.php', {
      remote: 'mfe_catalog',
      version: '2.0.0',
      percent: 50,
    });
    expectAnswer(raised, 200, 'mfe_catalog 2.0.0 goes to 50% of visitors');
    let onCanary = 0;
    for (const visitor of visitors) {
      const version = await versionOf(visitor.cookie);
      if (visitor.version === '2.0.0') expect(version).toBe('2.0.0');
      if (version === '2.0.0') onCanary += 1;
    }
    expect(onCanary).toBeGreaterThanOrEqual(400);
    expect(onCanary).toBeLessThanOrEqual(600);
    const listed = await catalog();
    expect(listed.canary).toMatchObject({ percent: 50, startedAt });
    expect(listed.history[0]).toMatchObject({ action: 'canary', note: '50%' });
  });

  it("sets the cookie in the page fallback, whose hints follow the visitor's version", async () => {
    const sides = new Set<string>();
    for (let i = 0; i < 16; i++) {
      const page = await call(t, { method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      const cookie = visitorCookie(page.headers['set-cookie'])!;
      expect(cookie).toBeDefined();
      const version = bucketOf('mfe_catalog', idOf(cookie)) < 50 ? '2.0.0' : '1.0.0';
      sides.add(version);
      expect(page.body).toContain(`<link rel="preload" href="${manifestUrl(version)}"`);
      expect(page.body).toContain(`href="/releases/mfe-catalog/${version}/search.js"`);
      // The same visitor gets the same version from /remotes.json, and the page embeds that
      // config for the browser's boot.
      expect(await versionOf(cookie)).toBe(version);
      expect(embeddedConfig(page.body)).toEqual((await remotesOf(cookie)).json());
      const again = await call(t, { method: 'GET', url: '/', headers: { cookie } });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.body).toContain(`<link rel="preload" href="${manifestUrl(version)}"`);
    }
    expect(sides.size).toBe(2);
  });

  it('refuses to activate while a canary runs, and a second canary', async () => {
    const running = 'mfe_catalog has a canary of 2.0.0 running: promote or abort it first';
    expectAnswer(
      await post('activate.php', { remote: 'mfe_catalog', version: '2.0.0' }),
      409,
      running,
    );
    expectAnswer(
      await post('activate.php', { remote: 'mfe_catalog', version: 'default' }),
      409,
      running,
    );
    expectAnswer(
      await byToken('activate.php', { remote: 'mfe_catalog', version: '2.0.0' }),
      409,
      running,
    );
    expectAnswer(
      await post('canary.php', { remote: 'mfe_catalog', version: '2.1.0', percent: 10 }),
      409,
      running,
    );
  });

  it('aborts: everyone gets the live version again', async () => {
    const aborted = await post('abort.php', { remote: 'mfe_catalog' });
    expectAnswer(
      aborted,
      200,
      'The canary of mfe_catalog 2.0.0 was stopped: everyone gets 1.0.0 again',
    );
    for (const visitor of visitors) expect(await versionOf(visitor.cookie)).toBe('1.0.0');
    expect((await catalog()).canary).toBeNull();
    expectAnswer(
      await post('abort.php', { remote: 'mfe_catalog' }),
      409,
      'mfe_catalog has no canary',
    );
    expectAnswer(
      await post('promote.php', { remote: 'mfe_catalog' }),
      409,
      'mfe_catalog has no canary',
    );
  });

  it('promotes: the canary is live for everyone', async () => {
    await post('canary.php', { remote: 'mfe_catalog', version: '2.0.0', percent: 10 });
    const promoted = await post('promote.php', { remote: 'mfe_catalog' });
    expectAnswer(promoted, 200, 'mfe_catalog 2.0.0 is live for everyone');
    for (const visitor of visitors) expect(await versionOf(visitor.cookie)).toBe('2.0.0');
    const listed = await catalog();
    expect(listed.canary).toBeNull();
    expect(listed.live).toEqual({
      version: '2.0.0',
      manifestUrl: manifestUrl('2.0.0'),
      activatedAt: expect.any(String),
      activatedBy: 'Reluxe Admin',
    });
  });

  it("rolls back to an older version and to the default build, recorded as 'rollback'", async () => {
    const older = await byToken('activate.php', { remote: 'mfe_catalog', version: '1.0.0' });
    expectAnswer(older, 200, 'mfe_catalog 1.0.0 is live');
    expect((await catalog()).live).toMatchObject({
      version: '1.0.0',
      activatedBy: 'release token',
    });

    const toDefault = await post('activate.php', { remote: 'mfe_catalog', version: 'default' });
    expectAnswer(toDefault, 200, 'mfe_catalog default is live');
    const config = (await remotesOf(visitors[0]!.cookie)).json();
    expect(config.remotes.mfe_catalog).toBe(DEFAULT_MANIFEST);
    expect(config.versions.mfe_catalog).toBeUndefined();
    expect((await catalog()).live).toEqual({
      version: 'default',
      manifestUrl: DEFAULT_MANIFEST,
      activatedAt: null,
      activatedBy: null,
    });
    expectAnswer(
      await post('activate.php', { remote: 'mfe_catalog', version: 'default' }),
      409,
      'mfe_catalog default is live already',
    );

    expectAnswer(
      await post('activate.php', { remote: 'mfe_catalog', version: '2.0.0' }),
      200,
      'mfe_catalog 2.0.0 is live',
    );
    expectAnswer(
      await post('activate.php', { remote: 'mfe_catalog', version: '2.0.0' }),
      409,
      'mfe_catalog 2.0.0 is live already',
    );
    const recorded = (await actions()).slice(-4).map((e) => [e.version, e.action, e.actor, e.note]);
    expect(recorded).toEqual([
      ['2.0.0', 'promote', 'Reluxe Admin', manifestUrl('2.0.0')],
      ['1.0.0', 'rollback', 'release token', manifestUrl('1.0.0')],
      ['default', 'rollback', 'Reluxe Admin', DEFAULT_MANIFEST],
      ['2.0.0', 'activate', 'Reluxe Admin', manifestUrl('2.0.0')],
    ]);
    const history = (await catalog()).history;
    expect(history.slice(0, 4).map((e: { action: string }) => e.action)).toEqual([
      'activate',
      'rollback',
      'rollback',
      'promote',
    ]);
  });

  it('refuses a canary of a version not registered, not fitting or live, or a bad share', async () => {
    const canary = (payload: object) => post('canary.php', { remote: 'mfe_catalog', ...payload });
    expectAnswer(
      await canary({ version: '9.9.9', percent: 10 }),
      404,
      'mfe_catalog 9.9.9 is not registered',
    );
    expectAnswer(
      await canary({ version: '3.0.0', percent: 10 }),
      409,
      "mfe_catalog 3.0.0 does not fit the shell's shared libraries: react: the shell provides 18.3.1, the remote needs ^19.0.0",
    );
    expectAnswer(
      await canary({ version: '2.0.0', percent: 10 }),
      409,
      'mfe_catalog 2.0.0 is live already',
    );
    const shares: [unknown, string][] = [
      [0, 'percent must be at least 1'],
      [101, 'percent cannot be above 100'],
      ['abc', 'percent must be a number'],
      [12.5, 'percent must be a whole number'],
    ];
    for (const [percent, message] of shares) {
      expectAnswer(await canary({ version: '1.0.0', percent }), 400, message);
    }
    const asForm = await call(t, {
      method: 'POST',
      url: '/api/Releases/canary.php',
      cookie: t.adminCookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'remote=mfe_catalog&version=1.0.0&percent=abc',
    });
    expectAnswer(asForm, 400, 'percent must be a number');
    expectAnswer(
      await canary({ version: 'default', percent: 10 }),
      400,
      "version 'default' names the default build and cannot be registered",
    );
    expect((await post('canary.php', { version: '1.0.0', percent: 10 })).statusCode).toBe(400);
    expect((await post('promote.php', { remote: 'mfe_nope' })).statusCode).toBe(400);
    expect((await post('abort.php', {})).statusCode).toBe(400);
    expect((await catalog()).canary).toBeNull();
  });

  it('leaves the remotes config file above the canary', async () => {
    const file = path.join(t.dataDir, 'remotes.config.json');
    const override = 'https://cdn.example/mfe-catalog/mf-manifest.json';
    fs.writeFileSync(file, JSON.stringify({ remotes: { mfe_catalog: override } }));
    try {
      await post('canary.php', { remote: 'mfe_catalog', version: '1.0.0', percent: 100 });
      const config = (await remotesOf(visitors[0]!.cookie)).json();
      expect(config.remotes.mfe_catalog).toBe(override);
    } finally {
      fs.rmSync(file);
      await post('abort.php', { remote: 'mfe_catalog' });
    }
    expect(await versionOf(visitors[0]!.cookie)).toBe('2.0.0');
  });

  it('refuses the canary calls without an administrator session (401/403)', async () => {
    const calls: [string, object][] = [
      ['canary.php', { remote: 'mfe_catalog', version: '1.0.0', percent: 10 }],
      ['promote.php', { remote: 'mfe_catalog' }],
      ['abort.php', { remote: 'mfe_catalog' }],
    ];
    for (const [endpoint, payload] of calls) {
      const anonymous = await call(t, {
        method: 'POST',
        url: `/api/Releases/${endpoint}`,
        payload,
      });
      expectAnswer(anonymous, 401, 'Please log in first!');
      expect((await post(endpoint, payload, t.customerCookie)).statusCode).toBe(403);
      // The release token registers and activates only.
      expect((await byToken(endpoint, payload)).statusCode).toBe(401);
    }
    expect((await catalog()).canary).toBeNull();
  });
});
