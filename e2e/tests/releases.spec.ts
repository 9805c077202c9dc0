import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { recordViolations, reportsReaching } from '../support/csp';
import { ADMIN, expect, signIn, test } from '../support/fixtures';
import { serveFromAnotherOrigin, type OtherOrigin } from '../support/other-origin';
import { publishCatalogRelease, visitorsOnEachSide } from '../support/releases';
import { ROOT, startServer, type RunningServer } from '../support/server';

const LIVE_EYEBROW = 'Pre-owned luxury, authenticated';
const NEW_EYEBROW = 'New season, authenticated';

/** The catalog's card on the release console, and one of its versions' rows. */
const catalogCard = (admin: Page) => admin.getByRole('region', { name: 'mfe-catalog' });
const versionRow = (card: Locator, version: string | RegExp) =>
  card.getByRole('table', { name: 'Versions of mfe-catalog' }).getByRole('row', { name: version });

/** Clicks an action, confirms it in its dialog, and waits for the server's answer as a toast. */
async function confirmAction(
  admin: Page,
  button: Locator,
  confirm: string,
  toast: string | RegExp,
  percent?: number,
) {
  await button.click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (percent !== undefined) await dialog.getByLabel('Share of visitors (%)').fill(String(percent));
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(admin.getByText(toast).first()).toBeVisible();
}

/** A shopper with a fixed visitor cookie. */
async function visitor(browser: Browser, server: RunningServer, id: string) {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addCookies([{ name: 'reluxe_visitor', value: id, url: server.url }]);
  return context.newPage();
}

async function registerByToken(server: RunningServer, version: string, manifestUrl: string) {
  const token = readFileSync(join(server.dataDir, 'release-token'), 'utf8').trim();
  const response = await fetch(`${server.url}/api/Releases/register.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ remote: 'mfe_catalog', version, manifestUrl }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

test.describe('the release console', () => {
  let server: RunningServer;
  let releasesDir: string;
  /** A CDN of the catalog team: another origin than the product's. */
  let cdn: OtherOrigin;
  let cdnDir: string;
  /** The Content-Security-Policy violations the server was sent. */
  let reports: string[];

  test.beforeAll(async () => {
    releasesDir = mkdtempSync(join(tmpdir(), 'reluxe-releases-'));
    cdnDir = mkdtempSync(join(tmpdir(), 'reluxe-cdn-'));
    cdn = await serveFromAnotherOrigin(cdnDir);
    server = await startServer({
      RELEASES_DIR: releasesDir,
      // One visit mounts the catalog's search box and home page: one failure in a handful.
      CANARY_MIN_ATTEMPTS: '2',
      CANARY_FAILURE_RATE: '0.2',
    });
    reports = reportsReaching(server);
  });
  test.afterAll(async () => {
    await server?.stop();
    await cdn?.close();
  });

  test('a canary served from another origin reaches half the visitors, is promoted, then rolled back, with no rebuild', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(180_000);
    const shellBuiltAt = statSync(join(ROOT, 'shell', 'dist', 'main.js')).mtimeMs;
    const releaseFolder = `${cdn.origin}/mfe-catalog/e2e-new/`;
    const manifestUrl = publishCatalogRelease(
      cdnDir,
      'e2e-new',
      (script) => script.replaceAll(LIVE_EYEBROW, NEW_EYEBROW),
      cdn.origin,
    );
    await registerByToken(server, 'e2e-new', manifestUrl);

    const admin = await browser.newPage({ baseURL: server.url });
    const violations = [await recordViolations(admin)];
    await signIn(admin, ADMIN, '/ShowReleases');
    await expect(admin.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    const card = catalogCard(admin);
    await expect(card.getByText('Live: Default build')).toBeVisible();
    await confirmAction(
      admin,
      versionRow(card, /e2e-new/).getByRole('button', { name: 'Start canary' }),
      'Start canary',
      'mfe_catalog e2e-new goes to 50% of visitors',
      50,
    );
    await expect(card.getByText('Canary: e2e-new to 50% of visitors')).toBeVisible();
    await admin.screenshot({
      path: testInfo.outputPath('console-canary-1440.png'),
      fullPage: true,
    });

    const request = await playwright.request.newContext({ baseURL: server.url });
    const ids = await visitorsOnEachSide(request, 'e2e-new');
    const onCandidate = await visitor(browser, server, ids.candidate);
    const onLive = await visitor(browser, server, ids.live);
    for (const shopper of [onCandidate, onLive]) violations.push(await recordViolations(shopper));
    const released: string[] = [];
    onCandidate.on('request', (r) => {
      if (r.url().startsWith(releaseFolder)) released.push(r.url());
    });
    await onCandidate.goto('/');
    await onLive.goto('/');
    await expect(onCandidate.getByText(NEW_EYEBROW)).toBeVisible();
    await expect(onLive.getByText(LIVE_EYEBROW)).toBeVisible();
    expect(released.length).toBeGreaterThan(0);
    // Sticky: the same visitor gets the same version again.
    await onCandidate.reload();
    await expect(onCandidate.getByText(NEW_EYEBROW)).toBeVisible();

    await confirmAction(
      admin,
      card.getByRole('button', { name: 'Promote' }),
      'Promote',
      'mfe_catalog e2e-new is live for everyone',
    );
    await expect(card.getByText('Live: e2e-new')).toBeVisible();
    for (const shopper of [onCandidate, onLive]) {
      await shopper.reload();
      await expect(shopper.getByText(NEW_EYEBROW)).toBeVisible();
    }

    await confirmAction(
      admin,
      versionRow(card, /Default build/).getByRole('button', { name: 'Roll back' }),
      'Roll back',
      'mfe_catalog default is live',
    );
    await expect(card.getByText('Live: Default build')).toBeVisible();
    for (const shopper of [onCandidate, onLive]) {
      await shopper.reload();
      await expect(shopper.getByText(LIVE_EYEBROW)).toBeVisible();
    }
    const history = card.getByRole('table', { name: 'History' });
    await expect(history.getByRole('row', { name: /Rolled back.*default/ })).toBeVisible();
    await expect(history.getByRole('row', { name: /Promoted.*e2e-new/ })).toBeVisible();
    await admin.screenshot({
      path: testInfo.outputPath('console-history-1440.png'),
      fullPage: true,
    });
    expect(statSync(join(ROOT, 'shell', 'dist', 'main.js')).mtimeMs).toBe(shellBuiltAt);
    // Every page ran with the policy enforced: the release's origin allowed, nothing blocked.
    expect(violations.flat()).toEqual([]);
    expect(reports).toEqual([]);
    await request.dispose();
  });

  test('a version that throws on mount shows the fallback card and is rolled back automatically', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const manifestUrl = publishCatalogRelease(releasesDir, 'e2e-broken', (script) =>
      script.replace(
        `shopWhatsNew:"Shop What's New"`,
        'get shopWhatsNew(){throw new Error("a broken release")}',
      ),
    );
    await registerByToken(server, 'e2e-broken', manifestUrl);
    const admin = await browser.newPage({ baseURL: server.url });
    const violations = [await recordViolations(admin)];
    await signIn(admin, ADMIN, '/ShowReleases');
    const card = catalogCard(admin);
    await confirmAction(
      admin,
      versionRow(card, /e2e-broken/).getByRole('button', { name: 'Start canary' }),
      'Start canary',
      'mfe_catalog e2e-broken goes to 100% of visitors',
      100,
    );

    // Every visitor is on the canary: the home page fails, the rest of the site works, and the
    // page sends its counts when it is left.
    const shopper = await browser.newPage({ baseURL: server.url });
    violations.push(await recordViolations(shopper));
    await shopper.goto('/');
    await expect(
      shopper.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' }),
    ).toBeVisible();
    await expect(shopper.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await shopper.goto('about:blank');

    await expect(async () => {
      await admin.reload();
      await expect(
        card
          .getByRole('alert')
          .filter({ hasText: 'The canary of e2e-broken was rolled back automatically' }),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.getByText(/^Canary:/)).toHaveCount(0);
    const brokenRow = versionRow(card, /e2e-broken/);
    await expect(brokenRow).toContainText(/Render errors\s*[1-9]/);
    await admin.screenshot({
      path: testInfo.outputPath('console-auto-rollback-1440.png'),
      fullPage: true,
    });

    await shopper.goto('/');
    await expect(shopper.getByRole('link', { name: "Shop What's New" })).toBeVisible();
    // A release that throws is no reason for the policy to block anything.
    expect(violations.flat()).toEqual([]);
    expect(reports).toEqual([]);
  });
});
