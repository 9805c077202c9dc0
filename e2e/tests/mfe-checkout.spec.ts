import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiPath,
  CUSTOMER,
  expect,
  ORDER_PAGE_TIMEOUT_MS,
  signIn,
  test,
} from '../support/fixtures';
import { switchTo } from '../support/languages';

/** Creates a product of its own for a journey (so stock counts are not shared with other specs). */
async function createProduct(admin: APIRequestContext, name: string, stock: number, price: number) {
  const response = await admin.post(apiPath('Products/addproduct.php'), {
    multipart: productForm({ Name: name, Quantity: String(stock), Price: String(price) }),
  });
  const body = await response.json();
  expect(body.status, JSON.stringify(body)).toBe('success');
  return body.ProductID as number;
}

function productForm(fields: Record<string, string>) {
  return {
    Description: 'Created by the checkout journey',
    OfferPrice: '0',
    BrandID: '1',
    CategoireID: '1',
    Color_ID: '1',
    SexID: '1',
    ...fields,
  };
}

async function stockOf(admin: APIRequestContext, productId: number) {
  const response = await admin.get(apiPath('Products/getProductDetails.php'), {
    params: { ProductID: productId },
  });
  return (await response.json()).Quantity as number;
}

async function addToBag(page: Page, productId: number, name: string) {
  await page.goto(`/Items/${productId}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove from Cart', exact: true })).toBeVisible();
}

async function fillShipping(page: Page, phone: string, notes: string) {
  const values: Record<string, string> = {
    Address: 'Villa 12, Al Wasl',
    Street: 'Jumeirah Beach Road',
    Apartment: 'Gate B',
    City: 'Dubai',
    State: 'Dubai',
    Zip: '00000',
    Phone: phone,
    Notes: notes,
  };
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  // Country is a select; the zone of the shipping and VAT follows it.
  await page.getByLabel('Country', { exact: true }).selectOption('United Arab Emirates');
}

const cartOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { ProductID: number }[]);

test.describe('bag and checkout', () => {
  test('a shopper buys two pieces: the order reaches the back-office and stock goes down', async ({
    page,
    adminApi,
  }) => {
    const tag = Date.now().toString(36);
    const first = { name: `Journey Watch ${tag}`, id: 0 };
    const second = { name: `Journey Bag ${tag}`, id: 0 };
    first.id = await createProduct(adminApi, first.name, 4, 4500);
    second.id = await createProduct(adminApi, second.name, 3, 820);

    await signIn(page, CUSTOMER, '/');
    await addToBag(page, first.id, first.name);
    await addToBag(page, second.id, second.name);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    const firstLine = page.getByTestId(`cart-line-${first.id}`);
    await expect(firstLine).toContainText('4,500 AED');
    await firstLine.getByRole('button', { name: '+', exact: true }).click();
    await expect(firstLine.getByRole('group')).toContainText('2');
    await expect(firstLine).toContainText('9,000 AED');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('9,820 AED');
    // The server's figures: free UAE shipping from 1,000 AED; VAT 982,000 / 21 fils included.
    // Under 10,000 AED, the cash-on-delivery limit.
    await expect(page.getByTestId('cart-shipping')).toHaveText('Free');
    await expect(page.getByTestId('cart-vat')).toHaveText('467.62 AED');
    await expect(page.getByTestId('cart-total')).toHaveText('9,820 AED');

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/buynow$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Place Your Order' })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('9,820 AED');
    const payment = page.getByRole('radiogroup', { name: 'Payment method' });
    await expect(payment.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();

    const phone = `+971 50 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await fillShipping(page, phone, `Journey ${tag}`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    // The new order's page is the confirmation.
    await expect(page).toHaveURL(/\/orders\/\d+$/, { timeout: ORDER_PAGE_TIMEOUT_MS });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
    const paid = page.getByRole('region', { name: 'Payment' });
    await expect(paid).toContainText('Cash on delivery');
    await expect(paid).toContainText('Awaiting payment');
    await expect(page.getByTestId('order-total')).toHaveText('9,820 AED');
    expect(await cartOf(page)).toEqual([]);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();

    const orders = (await (await adminApi.get(apiPath('Orders/'))).json()) as {
      OrderID: number;
      PhoneNumber: string;
      Notes: string;
      City: string;
    }[];
    const order = orders.find((row) => row.Notes === `Journey ${tag}`);
    expect(order, 'the order is in the admin Orders list').toBeTruthy();
    expect(order!.PhoneNumber).toBe(phone);
    expect(order!.City).toBe('Dubai');
    const details = (await (
      await adminApi.get(apiPath('Orders/getOrderdetails.php'), {
        params: { QueueID: order!.OrderID },
      })
    ).json()) as { ProductID: number; Quantity: number; Price: number }[];
    expect(details.map((line) => [line.ProductID, line.Quantity, line.Price]).sort()).toEqual(
      [
        [first.id, 2, 4500],
        [second.id, 1, 820],
      ].sort(),
    );
    expect(await stockOf(adminApi, first.id)).toBe(2);
    expect(await stockOf(adminApi, second.id)).toBe(2);
  });

  test('a piece that sold out meanwhile: the reason is shown and the bag is kept', async ({
    page,
    adminApi,
  }) => {
    const tag = Date.now().toString(36);
    const name = `Last Piece ${tag}`;
    const id = await createProduct(adminApi, name, 2, 5400);

    await signIn(page, CUSTOMER, '/');
    await addToBag(page, id, name);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/buynow$/);
    await fillShipping(page, '+971 50 111 2222', `Sold out ${tag}`);

    // Meanwhile the back-office sets the stock to 0.
    const update = await adminApi.post(apiPath('Products/updateproduct.php'), {
      multipart: productForm({ ProductID: String(id), Name: name, Quantity: '0', Price: '5400' }),
    });
    expect((await update.json()).status).toBe('success');

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Failed to place order!')).toBeVisible();
    await expect(page.getByTestId('order-error')).toContainText(name);
    await page.waitForTimeout(2_500);
    await expect(page).toHaveURL(/\/buynow$/);
    expect((await cartOf(page)).map((item) => item.ProductID)).toEqual([id]);

    await page.goto('/cart');
    const line = page.getByTestId(`cart-line-${id}`);
    await expect(line.getByText('Sold Out')).toBeVisible();
    await expect(line.getByText('No longer available')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(await stockOf(adminApi, id)).toBe(0);
  });
});

/** Takes a full-page screenshot in English, then in Arabic, and comes back to English. */
async function shootBothLanguages(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-en.png`), fullPage: true });
  await switchTo(page, 'العربية').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: test.info().outputPath(`${name}-ar.png`), fullPage: true });
  await switchTo(page, 'English').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}

test.describe('card payments', () => {
  for (const width of [375, 1440]) {
    test(`a card order goes out to the payment page and comes back paid, with its invoice (${width} px)`, async ({
      page,
      adminApi,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const tag = `${Date.now().toString(36)}${width}`;
      const name = `Card Daytona ${tag}`;
      const id = await createProduct(adminApi, name, 1, 12_500);

      await signIn(page, CUSTOMER, '/');
      await addToBag(page, id, name);
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/buynow$/);
      await fillShipping(page, '+971 50 333 4444', `Card ${tag}`);
      // Above the cash-on-delivery limit: cash is refused with its reason and the card is chosen.
      const payment = page.getByRole('radiogroup', { name: 'Payment method' });
      await expect(payment.getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();
      await expect(payment).toContainText(
        'Cash on delivery is available for orders up to 10,000 AED.',
      );
      await expect(payment.getByRole('radio', { name: /Card/ })).toBeChecked();
      await expect(page.getByTestId('order-total')).toHaveText('12,500 AED');
      await shootBothLanguages(page, `checkout-${width}`);

      await page.getByRole('button', { name: 'Place Order' }).click();
      // Stripe's hosted page, here the stand-in's: the card is typed there, never at Reluxe.
      await expect(page.getByRole('heading', { name: 'Pay Reluxe' })).toBeVisible();
      await expect(page.getByText('Amount: 12500.00 AED')).toBeVisible();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();

      await expect(page).toHaveURL(/\/orders\/\d+\?payment=return$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
      ).toBeVisible();
      const paid = page.getByRole('region', { name: 'Payment' });
      await expect(paid).toContainText('Card');
      await expect(paid).toContainText('Paid');
      expect(await cartOf(page)).toEqual([]);
      expect(await stockOf(adminApi, id)).toBe(0);
      await shootBothLanguages(page, `confirmation-${width}`);

      await page.getByRole('link', { name: 'Invoice' }).click();
      await expect(page).toHaveURL(/\/orders\/\d+\/invoice$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible();
      await expect(page.getByText('100000000000003')).toBeVisible();
      await expect(page.getByText(/RLX-\d{4}-\d{6}/)).toBeVisible();
      await expect(page.getByRole('cell', { name })).toBeVisible();
      // 12,500 AED shipped free in the UAE: the VAT included is 1,250,000 / 21 fils.
      await expect(page.getByText('VAT included (5%)')).toBeVisible();
      await expect(page.getByText('595.24 AED')).toBeVisible();
      await shootBothLanguages(page, `invoice-${width}`);
    });
  }
});
