import type { APIRequestContext, Page } from '@playwright/test';
import { ROUTE_TABLE } from 'shared-contracts/route-table';
import { recordViolations, reportsReaching } from '../support/csp';
import {
  ADMIN,
  apiPath,
  CUSTOMER,
  expect,
  signInBeforeLoad,
  test,
  type Credentials,
} from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';

/** The header names its one layout once the page has hydrated (the server paints all three). */
const HYDRATED = 'header[data-viewport]:not([data-viewport="all"])';

/** A script the page did not write: the policy must keep it from running. */
const INJECTED = '<script>window.__injected=1</script>';

/** Every route of the route table, its parameters filled with a seeded product and ids. */
async function routePaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(apiPath('Products/getproduct.php?limit=1'));
  const [product] = (await response.json()) as { ProductID: number }[];
  const params: Record<string, string> = {
    ProductID: String(product!.ProductID),
    category: 'Sold',
    OrderID: '1',
    id: '1',
  };
  return ROUTE_TABLE.map((route) =>
    route.path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '1'),
  );
}

/** Opens `path` and waits for the page to be live: hydrated, with nothing left loading. */
async function openLive(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator(HYDRATED), path).toBeAttached();
  await page.waitForLoadState('networkidle');
  return response;
}

test.describe('the Content-Security-Policy of the pages', () => {
  let server: RunningServer;
  /** The violation reports the server logged, in order. */
  let reports: string[];

  test.beforeAll(async () => {
    // Its own server: the test reads the server's log for the reports that reached it.
    server = await startServer();
    reports = reportsReaching(server);
  });
  test.afterAll(async () => server?.stop());

  const visitors: [string, Credentials | undefined][] = [
    ['signed out', undefined],
    ['signed in as a customer', CUSTOMER],
    ['signed in as an administrator', ADMIN],
  ];
  for (const [who, credentials] of visitors) {
    test(`every route of the route table loads with the policy enforced, ${who}`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext({ baseURL: server.url });
      const violations = await recordViolations(context);
      const page = await context.newPage();
      if (credentials) await signInBeforeLoad(page, credentials);
      const reported = reports.length;
      for (const path of await routePaths(context.request)) {
        const response = await openLive(page, path);
        expect(response?.headers()['content-security-policy'], path).toContain("'nonce-");
        expect(violations, path).toEqual([]);
      }
      expect(reports.slice(reported)).toEqual([]);
      await context.close();
    });
  }

  test('an inline script added to a served page does not run, and is reported', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const violations = await recordViolations(context);
    const page = await context.newPage();
    await page.route(`${server.url}/`, async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      // The body is handed over decoded, with its policy and nonce as served.
      delete headers['content-encoding'];
      delete headers['content-length'];
      const body = (await response.text()).replace('</body>', `${INJECTED}</body>`);
      await route.fulfill({ response, headers, body });
    });
    const reported = reports.length;
    await openLive(page, '/');
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
      undefined,
    );
    // The page's own scripts ran: only the added one was refused.
    await expect(page.getByRole('link', { name: "Shop What's New" })).toBeVisible();
    await expect.poll(() => violations).toEqual([`script-src-elem inline ${server.url}/`]);
    await expect.poll(() => reports.length - reported, { timeout: 15_000 }).toBe(1);
    expect(reports.at(-1)).toContain('script-src-elem');
    await context.close();
  });
});
