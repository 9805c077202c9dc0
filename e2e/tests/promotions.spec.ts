import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  apiPath,
  CUSTOMER,
  expect,
  ORDER_PAGE_TIMEOUT_MS,
  signIn,
  test,
} from '../support/fixtures';
import { switchTo } from '../support/languages';
import { startServer, type RunningServer } from '../support/server';

const HOUR = 3_600_000;
/** A moment as a datetime-local input in Dubai (UTC+4) reads it: 'YYYY-MM-DDTHH:mm'. */
const dubaiInput = (ms: number) => new Date(ms + 4 * HOUR).toISOString().slice(0, 16);

interface PromotionRow {
  PromotionID: number;
  Code: string;
  Active: boolean;
}

async function promotionNamed(admin: APIRequestContext, code: string) {
  const page = await (
    await admin.get(apiPath('Promotions/showpromotion_page.php'), { params: { limit: 100 } })
  ).json();
  return (page.data as PromotionRow[]).find((row) => row.Code === code)!;
}

/** Switches a code on or off through the api, keeping the rest as it is. */
async function setActive(admin: APIRequestContext, code: string, Active: boolean) {
  const row = await promotionNamed(admin, code);
  const res = await admin.post(apiPath('Promotions/updatePromotion.php'), {
    data: { ...row, Active },
  });
  expect((await res.json()).status).toBe('success');
}

async function shoot(page: Page, name: string, languages: ('en' | 'ar')[] = ['en', 'ar']) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of languages) {
      if (language === 'ar') await switchTo(page, 'العربية').click();
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${language}.png`) });
      if (language === 'ar') await switchTo(page, 'English').click();
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function newPage(browser: Browser, server: RunningServer) {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

test.describe('promotions', () => {
  // Its own product: the featured codes here would change the banner other journeys look at.
  let server: RunningServer;
  let admin: APIRequestContext;
  test.beforeAll(async ({ playwright }) => {
    server = await startServer();
    admin = await playwright.request.newContext({ baseURL: server.url });
    await apiLogin(admin, ADMIN);
  });
  test.afterAll(async () => {
    await admin?.dispose();
    await server?.stop();
  });

  test('a featured 15% code: banner, product page, checkout, invoice; switched off, no banner', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // The seeded SALE is switched off so the banner is this code's, then the only one.
    await setActive(admin, 'SALE', false);

    const adminPage = await newPage(browser, server);
    await signIn(adminPage, ADMIN, '/ShowPromotions');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await adminPage.getByRole('button', { name: 'Add promotion' }).click();
    const form = adminPage.getByRole('dialog', { name: 'Add promotion' });
    await form.getByLabel('Code', { exact: true }).fill('Winter15');
    await form.getByLabel('Headline', { exact: true }).fill('THE WINTER EDIT');
    await form.getByLabel('Discount type').selectOption({ label: 'Percent off' });
    await form.getByLabel('Percent', { exact: true }).fill('15');
    await form.getByLabel('Starts').fill(dubaiInput(Date.now() - HOUR));
    await form.getByLabel('Ends').fill(dubaiInput(Date.now() + 48 * HOUR));
    await form.getByLabel('Featured on the home page').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText('Promotion added!')).toBeVisible();
    const row = adminPage.getByRole('row').filter({ hasText: 'WINTER15' });
    await expect(row).toContainText('15% off');
    await expect(row).toContainText('Running');
    await shoot(adminPage, 'promotions-list', ['en']);

    // The home banner shows it, counting down to its end.
    const page = await newPage(browser, server);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'THE WINTER EDIT' });
    await expect(banner).toContainText('15% off');
    await expect(banner).toContainText('WINTER15');
    await expect(banner.getByRole('timer')).toBeVisible();
    await shoot(page, 'home-banner');

    // A shopper: an expired code says so; the featured one applies to the bag.
    const expired = await admin.post(apiPath('Promotions/addPromotion.php'), {
      data: {
        Code: 'OLDCODE',
        Kind: 'percent',
        Percent: 20,
        StartsAt: new Date(Date.now() - 72 * HOUR).toISOString(),
        EndsAt: new Date(Date.now() - 24 * HOUR).toISOString(),
      },
    });
    expect((await expired.json()).status).toBe('success');
    const product = await admin.post(apiPath('Products/addproduct.php'), {
      multipart: {
        Name: 'Promo Lady Dior',
        Description: 'Created by the promotions journey',
        Price: '2000',
        Quantity: '1',
        OfferPrice: '0',
        BrandID: '1',
        CategoireID: '1',
        Color_ID: '1',
        SexID: '1',
      },
    });
    const { ProductID } = await product.json();
    await signIn(page, CUSTOMER, `/Items/${ProductID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Promo Lady Dior' })).toBeVisible();
    const coupon = page.getByLabel('Discount Coupon');
    await coupon.fill('oldcode');
    await page.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This code has expired.' }),
    ).toBeVisible();
    await coupon.fill('winter15');
    await page.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect(page.getByText(/WINTER15 applied/)).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Place Your Order' })).toBeVisible();
    const values: Record<string, string> = {
      Address: 'Villa 12, Al Wasl',
      Street: 'Jumeirah Beach Road',
      City: 'Dubai',
      State: 'Dubai',
      Zip: '00000',
      Phone: '+971 50 765 4321',
    };
    for (const [label, value] of Object.entries(values)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByLabel('Country', { exact: true }).selectOption('United Arab Emirates');
    // 2,000 AED less 15% = 1,700 AED, shipped free; VAT 170,000 / 21 fils.
    await expect(page.getByText('Discount (WINTER15)')).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('1,700 AED');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible({ timeout: ORDER_PAGE_TIMEOUT_MS });
    await expect(page.getByText('Discount (WINTER15)')).toBeVisible();
    const orderId = Number(/\/orders\/(\d+)/.exec(page.url())![1]);

    // Paid, its invoice shows the discount and the VAT after it.
    await admin.post(apiPath('Orders/markOrderPaid.php'), { data: { OrderID: orderId } });
    await page.goto(`/orders/${orderId}/invoice`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible();
    await expect(page.getByText('Discount (WINTER15)')).toBeVisible();
    await expect(page.getByText('80.95 AED')).toBeVisible();

    // Switched off in the back-office, the banner is gone.
    await adminPage.reload();
    await adminPage
      .getByRole('row')
      .filter({ hasText: 'WINTER15' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = adminPage.getByRole('dialog', { name: 'Edit promotion WINTER15' });
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText('Promotion saved!')).toBeVisible();
    await expect(adminPage.getByRole('row').filter({ hasText: 'WINTER15' })).toContainText('Off');
    await page.goto('/');
    await expect(
      page.getByText('ELEVATE YOUR STYLE! BUY AND SELL YOUR LUXURY ITEMS WITH US.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'THE WINTER EDIT' })).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
  });
});
