import type { Page } from '@playwright/test';
import {
  apiPath,
  CUSTOMER,
  expect,
  signInBeforeLoad,
  storeBeforeLoad,
  test,
} from '../support/fixtures';

/** Arabic details: the checkout's Total, counts without stray spaces, screenshots. */

async function productWithStock(page: Page) {
  const response = await page.context().request.get(apiPath('Products/getproduct.php?limit=20'));
  const products = (await response.json()) as { ProductID: number; Quantity: number }[];
  const product = products.find((item) => item.Quantity > 1);
  if (!product) throw new Error('no product in stock');
  return product;
}

/** /buynow is reached from the bag, which hands it the lines. */
async function openCheckout(page: Page, lang: 'en' | 'ar') {
  await page.goto(`/cart?lang=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const proceed = lang === 'ar' ? 'المتابعة إلى الدفع' : 'Proceed to Checkout';
  await page.getByRole('button', { name: proceed }).click();
  await expect(page).toHaveURL(/\/buynow$/);
}

/** The Total's font as painted: on its element and on the price inside it (a span in Arabic). */
async function totalFont(page: Page) {
  const total = page.getByTestId('order-total');
  await expect(total).toBeVisible();
  return total.evaluate((element) => {
    const font = (node: Element) => {
      const style = getComputedStyle(node);
      return { size: style.fontSize, weight: style.fontWeight };
    };
    return { total: font(element), price: font(element.querySelector('*') ?? element) };
  });
}

test('the checkout Total has the same size and weight in English and Arabic', async ({ page }) => {
  const product = await productWithStock(page);
  await signInBeforeLoad(page, CUSTOMER);
  await storeBeforeLoad(page, {
    cart: [{ ...product, Quantity: 1, MainQuantity: product.Quantity }],
  });

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await openCheckout(page, 'en');
    const english = await totalFont(page);
    await openCheckout(page, 'ar');
    const arabic = await totalFont(page);
    await page.screenshot({ path: `/tmp/arabic-checkout-${width}.png`, fullPage: true });
    expect(arabic.total).toEqual(english.total);
    expect(arabic.price).toEqual(english.price);
  }
});

test('the Arabic filters button reads its count as one piece, without stray spaces', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/Items?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('button', { name: 'التصفية' }).click();
  const show = page.getByRole('button', { name: /^عرض النتائج/ });
  await expect(show).toHaveText(/\(\d+\)/);
  const text = await show.evaluate((element) => element.textContent ?? '');
  expect(text).toMatch(/^عرض النتائج \(\d+\)$/);
  expect(await show.evaluate((element) => element.children.length)).toBe(1);
});

test('an Arabic product page shows its user-written name in its own direction', async ({
  page,
}) => {
  const product = await productWithStock(page);
  await page.goto(`/Items/${product.ProductID}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'auto');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/arabic-product-${width}.png`, fullPage: true });
  }
});
