import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, CUSTOMER, apiLogin, apiPath, expect, signIn, test } from '../support/fixtures';
import { png, submitToQueue } from '../support/sell-queue';
import { expectFocusCyclesInside } from '../support/keyboard';

/** Retries a login while the api's login rate limit (per address and email) refuses it. */
async function withRateLimitRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 8 || !/Rate limit/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 4000));
    }
  }
}

const login = (request: APIRequestContext, credentials: typeof ADMIN) =>
  withRateLimitRetry(() => apiLogin(request, credentials));
const signInAs = (page: Page, credentials: typeof ADMIN, path?: string) =>
  withRateLimitRetry(() => signIn(page, credentials, path));

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Submits an item to the sell queue as the customer and answers its QueueID. */
async function submitAsCustomer(
  customer: APIRequestContext,
  admin: APIRequestContext,
  name: string,
) {
  const me = await login(customer, CUSTOMER);
  return (await submitToQueue(customer, admin, me.ID, name)).QueueID;
}

async function openQueueEntry(page: Page, queueId: number) {
  await page.goto('/ShowSellQueue');
  await expect(page.getByRole('heading', { name: 'All pending products' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(queueId), exact: true }) });
  await row.getByRole('link', { name: 'Show Order Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/ShowSellQueueDetails/${queueId}$`));
}

test.describe('mfe-admin back-office as the seeded admin', () => {
  test('adds, edits, searches and deletes a brand with toasts', async ({ page }) => {
    const name = `Maison ${stamp()}`;
    await signInAs(page, ADMIN, '/ShowBrands');
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    const table = page.getByRole('region', { name: 'Brands table' });
    await expect(table.getByText('Rolex', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Brand' });
    await expect(add.getByLabel('ID')).not.toHaveValue('');
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Image').setInputFiles(png('logo.png'));
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Brand added successfully!')).toBeVisible();
    await expect(add).toBeHidden();

    const search = page
      .locator('[data-remote="mfe_admin"]')
      .getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search by ID or Name');
    await search.fill(name);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);

    await rows.first().getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Brand' });
    await edit.getByLabel('Name').fill(`${name} Paris`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Brand updated successfully!')).toBeVisible();
    await expect(rows.first()).toContainText(`${name} Paris`);

    page.once('dialog', async (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this brand?');
      await dialog.accept();
    });
    await rows.first().getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Brand deleted successfully!')).toBeVisible();
    await expect(page.getByText('Nothing matches this search.')).toBeVisible();

    // A brand that products still use: the server's own refusal is shown.
    await search.fill('Rolex');
    await expect(rows).toHaveCount(1);
    page.once('dialog', (dialog) => dialog.accept());
    await rows.first().getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/cannot be deleted/)).toBeVisible();
    await expect(rows.first()).toContainText('Rolex');
  });

  test('the Add form keeps Tab inside, closes on Escape and gives focus back to Add', async ({
    page,
  }) => {
    await signInAs(page, ADMIN, '/ShowColors');
    const add = page.getByRole('button', { name: 'Add', exact: true });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add Color' });
    await expect(dialog.getByLabel('ID')).not.toHaveValue('');
    await expect(dialog.getByLabel('Name')).toBeFocused();

    await expectFocusCyclesInside(page, dialog, 'Tab');
    await expectFocusCyclesInside(page, dialog, 'Shift+Tab');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('pages through products (1-based pages, Previous/Next)', async ({ page }) => {
    await signInAs(page, ADMIN, '/ShowProducts');
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect(nav.getByRole('button', { name: '1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('tbody tr')).toHaveCount(10);
    const firstId = async () => (await page.locator('tbody tr td').first().textContent())?.trim();
    const onPageOne = await firstId();
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await nav.getByRole('button', { name: '2', exact: true }).click();
    await expect(nav.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(firstId).not.toBe(onPageOne);
    await expect(page.getByText(/^Showing 11–20 of \d+/)).toBeVisible();

    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(nav.getByRole('button', { name: '3', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText(/^Showing 21–30 of \d+/)).toBeVisible();
    await nav.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText(/^Showing 11–20 of \d+/)).toBeVisible();
  });

  test('approves a queued submission with prices and finds it in Products with the sum', async ({
    page,
    adminApi,
    playwright,
    baseURL,
  }) => {
    const customer = await playwright.request.newContext({ baseURL });
    const name = `E2E Approved Kelly ${stamp()}`;
    const queueId = await submitAsCustomer(customer, adminApi, name);

    await signInAs(page, ADMIN);
    await openQueueEntry(page, queueId);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('1 pieces')).toBeVisible();
    // Empty prices are refused by the field, before anything is sent.
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByLabel('Product Price')).toHaveAccessibleDescription(
      'Enter a price above 0',
    );
    await page.getByLabel('Product Price').fill('1000');
    await page.getByLabel('Fees Price').fill('150');
    await page.getByLabel('Shipping Price').fill('50');
    await expect(page.getByText('Total User Price')).toBeVisible();
    await expect(page.getByText('1,200 AED')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(
      page.getByText('Order approved and moved to products successfully!'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/ShowSellQueue$/, { timeout: 6000 });

    await page.getByRole('link', { name: 'Products List' }).click();
    await page.getByPlaceholder('Search by ID or Name').fill(name);
    const row = page.locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row.first()).toContainText(name);
    await expect(row.first()).toContainText('1,200 AED');
    await customer.dispose();
  });

  test('ignores another queued submission and it leaves the queue', async ({
    page,
    adminApi,
    playwright,
    baseURL,
  }) => {
    const customer = await playwright.request.newContext({ baseURL });
    const queueId = await submitAsCustomer(customer, adminApi, `E2E Ignored Bag ${stamp()}`);

    await signInAs(page, ADMIN);
    await openQueueEntry(page, queueId);
    await page.getByRole('button', { name: 'Ignore' }).click();
    await expect(page.getByText('Order ignored successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/ShowSellQueue$/, { timeout: 6000 });
    await expect(page.getByRole('cell', { name: String(queueId), exact: true })).toHaveCount(0);
    await customer.dispose();
  });

  test("opens an order's details and goes back to the orders", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const customer = await playwright.request.newContext({ baseURL });
    const shopper = await login(customer, CUSTOMER);
    const products = (await (await customer.get(apiPath('Products/getproduct.php'))).json()) as {
      ProductID: number;
      Quantity: number;
      Price: number;
    }[];
    // Within the cash-on-delivery limit (10,000 AED with shipping).
    const product = products.find((p) => p.Quantity > 0 && p.Price <= 5000)!;
    const placed = await customer.post(apiPath('Orders/addOrder.php'), {
      headers: { 'Idempotency-Key': `e2e-admin-${stamp()}` },
      data: {
        UserID: shopper.ID,
        Address: 'Villa 12, Al Wasl',
        Street: 'Al Wasl Road',
        Apartment: '4B',
        City: 'Dubai',
        State: 'Dubai',
        Zip: '00000',
        Country: 'UAE',
        Phone: '+971500000123',
        Notes: 'Leave with the concierge',
        Products: [{ ProductID: product.ProductID, Quantity: 1, Price: product.Price }],
      },
    });
    const { OrderID } = (await placed.json()) as { OrderID: number };
    expect(OrderID).toBeGreaterThan(0);

    await signInAs(page, ADMIN, '/ShowOrders');
    await expect(page.getByRole('heading', { name: 'All queued orders' })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(OrderID), exact: true }) })
      .first();
    await expect(row).toContainText('Leave with the concierge');
    await row.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/ShowOrderDetails/${OrderID}$`));
    await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
    const line = page.locator('tbody tr').first();
    await expect(line).toContainText(String(product.ProductID));
    await expect(line).toContainText('AED');
    await page.getByRole('button', { name: 'Back to Orders' }).click();
    await expect(page).toHaveURL(/\/ShowOrders$/);
    await customer.dispose();
  });
});

test.describe('mfe-admin refuses non-admins', () => {
  test('a customer visiting /ShowUsers sees the refusal and no user data is requested', async ({
    page,
  }) => {
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(User\/showuser_page|Roles\/)/.test(request.url()))
        adminCalls.push(request.url());
    });
    await signInAs(page, CUSTOMER, '/ShowUsers');
    const admin = page.locator('[data-remote="mfe_admin"]');
    await expect(admin.getByText('This area is for administrators only.')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(adminCalls).toEqual([]);
  });

  test('a visitor who is not signed in is offered the sign-in', async ({ page }) => {
    await page.goto('/ShowUsers');
    const admin = page.locator('[data-remote="mfe_admin"]');
    await expect(admin.getByText('This area is for administrators only.')).toBeVisible();
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
