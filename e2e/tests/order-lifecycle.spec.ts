import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  apiPath,
  apiSignup,
  expect,
  ORDER_PAGE_TIMEOUT_MS,
  signIn,
  test,
  type Credentials,
} from '../support/fixtures';
import { mailTo } from '../support/mailbox';
import { submitToQueue } from '../support/sell-queue';

/** A seller's item, submitted and approved with its price breakdown (1,000 + 150 + 50 AED). */
async function approvedItem(seller: APIRequestContext, admin: APIRequestContext, name: string) {
  const me = await apiLogin(seller, sellerCredentials);
  const entry = await submitToQueue(seller, admin, me.ID, name, 'Full set with box and papers.');
  const approved = await admin.post(apiPath('WaitingList/approveQueue.php'), {
    data: {
      QueueID: entry.QueueID,
      UserPrice: 1200,
      ProductPrice: 1000,
      FeesPrice: 150,
      ShippingPrice: 50,
    },
  });
  expect((await approved.json()).status).toBe('success');
  return entry.ProductID;
}

let sellerCredentials: Credentials;

async function buyNow(page: Page, productId: number, name: string, notes: string) {
  await page.goto(`/Items/${productId}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Place Your Order' })).toBeVisible();
  const values: Record<string, string> = {
    Address: 'Villa 12, Al Wasl',
    Street: 'Jumeirah Beach Road',
    City: 'Dubai',
    State: 'Dubai',
    Zip: '00000',
    Phone: '+971 50 123 4567',
    Notes: notes,
  };
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  // Country is a select; the zone of the shipping and VAT follows it.
  await page.getByLabel('Country', { exact: true }).selectOption('United Arab Emirates');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  // Checkout leads to the new order's page, the confirmation.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeVisible({ timeout: ORDER_PAGE_TIMEOUT_MS });
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Awaiting payment');
}

/** Moves the order on its back-office page: every move asks for confirmation first. */
async function markAs(page: Page, status: string) {
  await page.getByRole('button', { name: `Mark as ${status}` }).click();
  const dialog = page.getByRole('dialog', { name: /^Move order #\d+ to / });
  await expect(dialog).toHaveAccessibleName(new RegExp(`to ${status}\\?$`));
  await dialog.getByRole('button', { name: `Mark as ${status}` }).click();
  await expect(page.getByText(`Order marked as ${status}!`)).toBeVisible();
}

test.describe('after "Place Your Order"', () => {
  test('buyer, back-office and seller follow one order to its payout', async ({
    browser,
    adminApi,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const tag = Date.now().toString(36);
    const name = `Oyster Perpetual ${tag}`;
    const sellerApi = await playwright.request.newContext({ baseURL });
    const seller = await apiSignup(sellerApi, 'seller');
    sellerCredentials = seller.credentials;
    const productId = await approvedItem(sellerApi, adminApi, name);

    // The buyer places the order in the browser and finds it under My Orders.
    const buyerApi = await playwright.request.newContext({ baseURL });
    const buyer = await apiSignup(buyerApi, 'buyer');
    const buyerContext = await browser.newContext();
    const buyerPage = await buyerContext.newPage();
    await signIn(buyerPage, buyer.credentials, '/');
    await buyNow(buyerPage, productId, name, `Lifecycle ${tag}`);
    await buyerPage.goto('/orders');
    await expect(buyerPage.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const orderLink = buyerPage.getByRole('link', { name: /^Order #\d+$/ }).first();
    const orderId = Number((await orderLink.textContent())!.replace(/\D/g, ''));
    await expect(buyerPage.getByRole('row').filter({ has: orderLink })).toContainText('Pending');
    await expect(buyerPage.getByRole('row').filter({ has: orderLink })).toContainText('1,200');
    await mailTo(buyerApi, buyer.credentials.Email, /order/i);
    await mailTo(sellerApi, seller.credentials.Email, /sold/i);

    // The back-office moves it: Confirmed, Authenticated, Shipped with a tracking number.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, ADMIN, '/ShowOrders');
    await expect(adminPage.getByRole('heading', { name: 'All queued orders' })).toBeVisible();
    await adminPage.getByLabel('Status').selectOption('Pending');
    await expect(adminPage).toHaveURL(/status=Pending/);
    await expect(
      adminPage
        .getByRole('row')
        .filter({ has: adminPage.getByRole('cell', { name: String(orderId), exact: true }) }),
    ).toContainText('Pending');
    await adminPage.goto(`/ShowOrderDetails/${orderId}`);
    await markAs(adminPage, 'Confirmed');
    await markAs(adminPage, 'Authenticated');
    await adminPage.getByRole('button', { name: 'Mark as Shipped' }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(dialog.getByText('Tracking number is required')).toBeVisible();
    await dialog.getByLabel('Carrier').fill('Aramex');
    await dialog.getByLabel('Tracking number').fill(`AX${tag}`.toUpperCase());
    await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(adminPage.getByText('Order marked as Shipped!')).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Mark as Cancelled' })).toHaveCount(0);

    // The buyer sees the timeline and the tracking number.
    await buyerPage.goto(`/orders/${orderId}`);
    await expect(
      buyerPage.getByRole('heading', { level: 1, name: `Order #${orderId}` }),
    ).toBeVisible();
    await expect(buyerPage.getByText(`AX${tag}`.toUpperCase())).toBeVisible();
    const timeline = buyerPage.getByRole('list', { name: 'Timeline' });
    for (const status of ['Pending', 'Confirmed', 'Authenticated', 'Shipped']) {
      await expect(timeline).toContainText(status);
    }
    await expect(buyerPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(buyerPage.getByRole('link', { name })).toHaveAttribute(
      'href',
      `/Items/${productId}`,
    );
    const shipped = await mailTo(buyerApi, buyer.credentials.Email, /shipped/i);
    expect(shipped.text).toContain(`AX${tag}`.toUpperCase());

    await adminPage.reload();
    await markAs(adminPage, 'Delivered');
    await mailTo(buyerApi, buyer.credentials.Email, /delivered/i);

    // The courier's cash is recorded: only a paid sale is paid out.
    await adminPage.getByRole('button', { name: 'Mark as paid' }).click();
    const payDialog = adminPage.getByRole('dialog', { name: 'Record the cash collected?' });
    await payDialog.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(adminPage.getByText('Order marked as paid!')).toBeVisible();
    await expect(adminPage.getByRole('region', { name: 'Summary' })).toContainText('Paid');

    // The paid order has its tax invoice, linked from the back-office: 1,200 AED shipped free
    // in the UAE, of which 120,000 / 21 fils are VAT.
    await adminPage.getByRole('link', { name: 'Invoice' }).click();
    await expect(adminPage).toHaveURL(new RegExp(`/orders/${orderId}/invoice$`));
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible();
    await expect(adminPage.getByText('VAT included (5%)')).toBeVisible();
    await expect(adminPage.getByText('57.14 AED')).toBeVisible();
    await expect(adminPage.getByRole('cell', { name })).toBeVisible();

    // The seller sees the sale with its breakdown under Sold.
    const sellerContext = await browser.newContext();
    const sellerPage = await sellerContext.newPage();
    await signIn(sellerPage, seller.credentials, '/userDetails/Sold');
    const sale = sellerPage.getByRole('article').filter({ hasText: name });
    await expect(sale).toContainText('Product price');
    await expect(sale).toContainText('1,000');
    await expect(sale).toContainText('Fees');
    await expect(sale).toContainText('150');
    await expect(sale).toContainText('Total User Price');
    await expect(sale).toContainText(/Payable from \d{1,2} \w{3} \d{4}/);

    // The back-office pays it out (the e2e server pays on delivery: PAYOUT_DELAY_DAYS=0).
    await adminPage.goto('/ShowPayouts');
    await expect(adminPage.getByRole('heading', { name: 'Payouts' })).toBeVisible();
    const payout = adminPage.getByRole('region').filter({ hasText: seller.credentials.Email });
    adminPage.once('dialog', (confirm) => confirm.accept());
    await payout.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(adminPage.getByText('Payout marked as paid!')).toBeVisible();
    await sellerPage.reload();
    await expect(sale).toContainText('Paid');

    await Promise.all([buyerContext.close(), adminContext.close(), sellerContext.close()]);
    await Promise.all([sellerApi.dispose(), buyerApi.dispose()]);
  });

  test('a buyer cancels a pending order and the piece is back in stock', async ({
    page,
    adminApi,
    playwright,
    baseURL,
  }) => {
    const tag = Date.now().toString(36);
    const sellerApi = await playwright.request.newContext({ baseURL });
    sellerCredentials = (await apiSignup(sellerApi, 'seller')).credentials;
    const name = `Kelly 28 ${tag}`;
    const productId = await approvedItem(sellerApi, adminApi, name);
    const buyerApi = await playwright.request.newContext({ baseURL });
    const buyer = await apiSignup(buyerApi, 'buyer');
    await signIn(page, buyer.credentials, '/');
    await buyNow(page, productId, name, `Cancel ${tag}`);
    const stock = async () =>
      (
        await (
          await adminApi.get(apiPath('Products/getProductDetails.php'), {
            params: { ProductID: productId },
          })
        ).json()
      ).Quantity as number;
    expect(await stock()).toBe(0);

    await page.goto('/orders');
    await page
      .getByRole('link', { name: /^Order #\d+$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    page.once('dialog', (confirm) => {
      expect(confirm.message()).toBe('Are you sure you want to cancel this order?');
      void confirm.accept();
    });
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    expect(await stock()).toBe(1);
    await Promise.all([sellerApi.dispose(), buyerApi.dispose()]);
  });

  for (const width of [375, 900, 1440]) {
    test(`My Orders and the order page at ${width} px`, async ({
      page,
      playwright,
      baseURL,
      adminApi,
    }) => {
      const tag = `${Date.now().toString(36)}${width}`;
      const sellerApi = await playwright.request.newContext({ baseURL });
      sellerCredentials = (await apiSignup(sellerApi, 'seller')).credentials;
      const name = `Birkin 30 ${tag}`;
      const productId = await approvedItem(sellerApi, adminApi, name);
      const buyerApi = await playwright.request.newContext({ baseURL });
      const buyer = await apiSignup(buyerApi, 'buyer');
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, buyer.credentials, '/');
      await buyNow(page, productId, name, `Screens ${tag}`);
      await page.goto('/orders');
      await expect(page.getByRole('link', { name: /^Order #\d+$/ }).first()).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`my-orders-${width}.png`),
        fullPage: true,
      });
      await page
        .getByRole('link', { name: /^Order #\d+$/ })
        .first()
        .click();
      await expect(page.getByRole('list', { name: 'Timeline' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`order-${width}.png`), fullPage: true });
      await Promise.all([sellerApi.dispose(), buyerApi.dispose()]);
    });
  }
});
