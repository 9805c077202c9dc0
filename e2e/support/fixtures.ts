import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, CUSTOMER, newSignup, type Credentials } from './accounts';

export { expect, ADMIN, CUSTOMER, newSignup };
export type { Credentials };

/** Builds an /api/ URL from an API path such as 'Products/getproduct.php'. */
export const apiPath = (path: string) => `/api/${path}`;

/**
 * The wait for an order's page after 'Place Order': the 2 s redirect (its timing is unit-tested)
 * and the page's load on a host running two browsers at once.
 */
export const ORDER_PAGE_TIMEOUT_MS = 15_000;

/** Logs a request context in (its cookie jar keeps the session) and answers the login body. */
export async function apiLogin(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post(apiPath('User/UserLogin.php'), { data: credentials });
  const body = await response.json();
  if (body.status !== 'success') {
    throw new Error(`Login failed for ${credentials.Email}: ${JSON.stringify(body)}`);
  }
  return body as {
    ID: number;
    UserName: string;
    Email: string;
    ProfileImage: string;
    Role: { ID: number; RoleName: string };
  };
}

/** Signs a new user up through the API and answers their credentials. */
export async function apiSignup(request: APIRequestContext, prefix?: string) {
  const form = newSignup(prefix);
  const response = await request.post(apiPath('User/signup.php'), { data: form });
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`Sign-up failed: ${JSON.stringify(body)}`);
  return { form, credentials: { Email: form.Email, Password: form.Password } as Credentials };
}

/** The user as the login modal stores it in the browser under 'user', from a login answer. */
export function storedUser(response: Awaited<ReturnType<typeof apiLogin>>) {
  return {
    Email: response.Email,
    ProfileImage: response.ProfileImage ?? '',
    RoleID: response.Role.ID,
    RoleName: response.Role.RoleName,
    UserID: response.ID,
    UserName: response.UserName,
  };
}

/**
 * Signs the page's browser in: logs in through the page's own request context (same cookie
 * jar as the browser) and stores the user the way the login modal does, then reloads.
 */
export async function signIn(page: Page, credentials: Credentials, path = '/') {
  const user = storedUser(await apiLogin(page.context().request, credentials));
  await page.goto(path);
  await page.evaluate((stored) => localStorage.setItem('user', JSON.stringify(stored)), user);
  await page.reload();
  return user;
}

/** Puts values in the browser's localStorage before every page of the test loads. */
export async function storeBeforeLoad(page: Page, values: Record<string, unknown>) {
  await page.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)])),
  );
}

/** Logs in through the page's own cookie jar and stores the user before the first page loads. */
export async function signInBeforeLoad(page: Page, credentials: Credentials) {
  const user = storedUser(await apiLogin(page.context().request, credentials));
  await storeBeforeLoad(page, { user });
  return user;
}

type Fixtures = {
  /** A request context already signed in as the seeded admin. */
  adminApi: APIRequestContext;
};

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their deps this way
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through playwright test');
    await use(url);
  },
  adminApi: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await apiLogin(request, ADMIN);
    await use(request);
    await request.dispose();
  },
});
