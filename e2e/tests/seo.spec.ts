import type { APIRequestContext, Page } from '@playwright/test';
import { HEAD_AR, HEAD_EN, unitPrice } from 'shared-contracts/server';
import { apiPath, expect, test } from '../support/fixtures';
import { switchTo } from '../support/languages';

/** What search engines and link previews read: titles, status codes and structured data. */

interface Listed {
  ProductID: number;
  Name: string;
  NameAr?: string | null;
  Price: number;
  OfferPrice: number;
  Quantity: number;
}

/** The header names its one layout once the page has hydrated (the server paints all three). */
const HYDRATED = 'header[data-viewport]:not([data-viewport="all"])';
const IN_STOCK = 'https://schema.org/InStock';
/** The shop's name closing every Arabic title. */
const ARABIC_SHOP = HEAD_AR.pageTitle.replace('{title} | ', '');
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** The first 100 listed products with their Arabic names (lists carry them in Arabic only). */
async function listed(request: APIRequestContext): Promise<Listed[]> {
  const response = await request.get(apiPath('Products/getproduct.php?limit=100&lang=ar'));
  return (await response.json()) as Listed[];
}

/** The page's JSON-LD blocks, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

const metaContent = (page: Page, property: string) =>
  page.locator(`head meta[property="${property}"]`).getAttribute('content');

test('a product page names the product, its price and availability, in English and in Arabic', async ({
  page,
  request,
}) => {
  const products = await listed(request);
  const product = products.find((p) => p.Quantity > 0 && p.NameAr && p.OfferPrice > 0)!;
  const price = unitPrice(product).toFixed(2);
  const cases = [
    { query: '', name: product.Name, title: `${product.Name} | Reluxe` },
    { query: '?lang=ar', name: product.NameAr!, title: `${product.NameAr} | ${ARABIC_SHOP}` },
  ];
  for (const { query, name, title } of cases) {
    const response = await page.goto(`/Items/${product.ProductID}${query}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const [data, crumbs] = await structuredData(page);
    expect(data).toMatchObject({
      '@type': 'Product',
      name,
      sku: String(product.ProductID),
      offers: { '@type': 'Offer', price, priceCurrency: 'AED', availability: IN_STOCK },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(await metaContent(page, 'og:title')).toBe(name);
    expect(await metaContent(page, 'product:price:amount')).toBe(price);
    expect(await metaContent(page, 'og:image')).toMatch(/^https?:\/\//);
    // The live page keeps what the server painted.
    await expect(page.locator(HYDRATED)).toBeAttached();
    await expect(page).toHaveTitle(title);
  }

  const soldOut = products.find((p) => p.Quantity === 0)!;
  // ?lang=ar kept Arabic as the visitor's choice: back to English.
  await page.goto(`/Items/${soldOut.ProductID}?lang=en`);
  const [data] = await structuredData(page);
  expect(data).toMatchObject({ name: soldOut.Name, offers: { availability: OUT_OF_STOCK } });
});

test('an unknown address and a missing product answer 404 with the 404 page', async ({ page }) => {
  for (const path of ['/nope', '/Items/99999']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Opps! Page not found.')).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Home' })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
  await expect(page).toHaveTitle('Item not found | Reluxe');
  // Once live, the page still says so (the browser asks again, and gets the same answer).
  await expect(page.locator(HYDRATED)).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(HEAD_EN.homeTitle);
});

test('the title follows client-side navigation and the language switch', async ({
  page,
  request,
}) => {
  const categories = (await (await request.get(apiPath('Categoire/getcategoire.php'))).json()) as {
    CategoireID: number;
    Name: string;
    NameAr?: string | null;
  }[];
  const category = categories[0]!;
  await page.goto('/');
  await expect(page.locator(HYDRATED)).toBeAttached();
  await expect(page).toHaveTitle(HEAD_EN.homeTitle);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

  await page.locator(`a[href="/Items?category=${category.CategoireID}"]:visible`).first().click();
  await expect(page).toHaveURL(new RegExp(`/Items\\?category=${category.CategoireID}$`));
  await expect(page).toHaveTitle(`${category.Name} | Reluxe`);
  // Painted for the home page only: gone once the page moved on.
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);

  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/Items\/\d+$/);
  await expect(page).toHaveTitle(`${name} | Reluxe`);
  const id = new URL(page.url()).pathname.split('/')[2];
  const details = (await (
    await request.get(apiPath(`Products/getProductDetails.php?ProductID=${id}`))
  ).json()) as Listed;

  await switchTo(page, 'العربية').click();
  await expect(page).toHaveTitle(`${details.NameAr || details.Name} | ${ARABIC_SHOP}`);
  await page.goBack();
  await expect(page).toHaveTitle(`${category.NameAr || category.Name} | ${ARABIC_SHOP}`);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
