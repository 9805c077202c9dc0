import type { APIRequestContext, Page } from '@playwright/test';
import { facet } from '../support/facets';
import { png } from '../support/sell-queue';
import { ADMIN, apiLogin, apiPath, CUSTOMER, expect, signIn, test } from '../support/fixtures';

/** Finding a piece: sort, price range, condition, facet counts and the search results page. */

interface ListedProduct {
  ProductID: number;
  Name: string;
  Price: number;
  OfferPrice: number;
  BrandID: number;
  BrandName?: string;
  ConditionID: number | null;
  Condition: string;
}

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(apiPath(path));
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
};

/** Every listed product (the list pages by 100). */
async function allProducts(request: APIRequestContext) {
  const products: ListedProduct[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await getJson<ListedProduct[]>(
      request,
      `Products/getproduct.php?limit=100&page=${page}`,
    );
    products.push(...batch);
    if (batch.length < 100) return products;
  }
}

/**
 * Seeded products of brands other journeys do not add to (they list new items under the first
 * brand while this file runs in parallel), oldest first, so counts stay stable.
 */
async function untouchedProducts(request: APIRequestContext) {
  const all = await allProducts(request);
  const firstBrand = Math.min(...all.map((p) => p.BrandID));
  return all
    .filter((p) => p.BrandID !== firstBrand && p.BrandName !== 'Hermes')
    .sort((a, b) => a.ProductID - b.ProductID);
}

/** What the shopper pays: the offer applied. */
const paid = (product: ListedProduct) =>
  product.OfferPrice > 0
    ? product.Price * (1 - Math.min(product.OfferPrice, 100) / 100)
    : product.Price;

/** The product id of each card, in order, from its link to /Items/{id}. */
const cardIds = (page: Page) =>
  page
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) =>
        Number(
          /\/Items\/(\d+)/.exec(
            card.querySelector('a[href*="/Items/"]')?.getAttribute('href') ?? '',
          )?.[1],
        ),
      ),
    );

test.describe('finding a piece', () => {
  test('sort by price ascending shows the cheapest first and survives a reload', async ({
    page,
    request,
  }) => {
    const before = await allProducts(request);
    await page.goto('/Items');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    // Names repeat (one model in two colours), so cards are matched to products by their link.
    const byId = new Map(before.map((product) => [product.ProductID, product]));
    // Pieces other journeys add meanwhile are left out of the cheapest.
    const cheapest = Math.min(...before.map(paid));
    const pricesShown = async () =>
      (await cardIds(page))
        .map((id) => byId.get(id))
        .filter(Boolean)
        .map((p) => paid(p!));
    // Polled: the list shows its previous order until the sorted page arrives.
    const check = () =>
      expect
        .poll(
          async () => {
            const prices = await pricesShown();
            return (
              prices.length > 3 &&
              prices[0]! <= cheapest + 0.01 &&
              prices.every((price, i) => i === 0 || price >= prices[i - 1]! - 0.01)
            );
          },
          { message: 'the cards go from the cheapest up' },
        )
        .toBe(true);
    await check();
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    await check();
  });

  test('a price range plus a brand gives the right cards and counts', async ({ page, request }) => {
    const seeded = await untouchedProducts(request);
    const brands = await getJson<{ BrandID: number; Name: string }[]>(
      request,
      'Brand/getbrand.php',
    );
    // A brand with several products, and a range that keeps some of them and drops others.
    const brand = brands
      .map((b) => ({ b, items: seeded.filter((p) => p.BrandID === b.BrandID) }))
      .sort((x, y) => y.items.length - x.items.length)[0]!;
    const prices = brand.items.map(paid).sort((a, b) => a - b);
    const min = Math.floor(prices[0]!);
    const max = Math.ceil(prices[Math.floor(prices.length / 2)]!);
    const listed = await getJson<ListedProduct[]>(
      request,
      `Products/getproduct.php?brand=${brand.b.BrandID}&price_min=${min}&price_max=${max}&limit=100`,
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const product of listed) {
      expect(paid(product)).toBeGreaterThanOrEqual(min - 0.01);
      expect(paid(product)).toBeLessThanOrEqual(max + 0.01);
    }

    await page.goto('/Items');
    await page.getByLabel('Min price').fill(String(max));
    await page.getByLabel('Max price').fill(String(min - 1));
    await page.getByLabel('Max price').press('Enter');
    await expect(page.getByText('Min price must not be above Max price')).toBeVisible();
    await expect(page).not.toHaveURL(/price_min/);

    await page.getByLabel('Min price').fill(String(min));
    await page.getByLabel('Max price').fill(String(max));
    await page.getByLabel('Max price').press('Enter');
    await expect(page).toHaveURL(new RegExp(`price_min=${min}`));
    await expect(page).toHaveURL(new RegExp(`price_max=${max}`));
    await facet(page, brand.b.Name).check();
    await expect(page).toHaveURL(new RegExp(`brand=${brand.b.BrandID}`));
    await expect(page.getByRole('article')).toHaveCount(listed.length);
    await expect(facet(page, brand.b.Name)).toHaveAccessibleName(
      `${brand.b.Name} (${listed.length})`,
    );
  });

  test('condition is shown on card and page and filters the list', async ({ page, request }) => {
    const product = (await untouchedProducts(request)).find((p) => p.Condition === 'Pristine')!;
    expect(product, 'a Pristine product in the demo catalogue').toBeTruthy();
    const pristine = await getJson<ListedProduct[]>(
      request,
      `Products/getproduct.php?condition=${product.ConditionID}&limit=100`,
    );

    await page.goto('/Items');
    await facet(page, 'Pristine').check();
    await expect(page).toHaveURL(new RegExp(`condition=${product.ConditionID}`));
    await expect(page.getByRole('article')).toHaveCount(Math.min(pristine.length, 96));
    const card = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href$="/Items/${product.ProductID}"]`) })
      .first();
    await expect(card).toContainText('Pristine');
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/Items/${product.ProductID}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
    // What the shopper sees: the list's cards may still be attached, hidden, for a moment.
    await expect(page.getByText('Condition: Pristine').filter({ visible: true })).toBeVisible();
  });

  test('Enter in the search box lands on /Items?q= with the matches', async ({ page, request }) => {
    const word = (await untouchedProducts(request))[0]!.Name.split(' ')[0]!;
    const matches = await getJson<ListedProduct[]>(
      request,
      `Products/getproduct.php?q=${encodeURIComponent(word)}&limit=100`,
    );
    expect(matches.length).toBeGreaterThan(0);
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search' }).first();
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/Items\\?q=${encodeURIComponent(word)}$`));
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText(
      `Search: "${word}"`,
    );
    await expect(page.getByRole('article')).toHaveCount(Math.min(matches.length, 96));
    await expect(page.getByRole('article').first()).toContainText(matches[0]!.Name);

    await page.goto('/Items?q=zzqqxxnothing');
    await expect(page.getByText('No products found matching the selected filters.')).toBeVisible();
  });

  test('the sell form requires a condition and the admin can change it before approving', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    const name = `Speedmaster ${Date.now().toString(36)}`;
    await signIn(page, CUSTOMER, '/sell');
    await page.getByLabel('Product Name', { exact: true }).fill(name);
    await page.getByLabel('Description', { exact: true }).fill('Moonwatch with box.');
    await page.getByLabel('Quantity', { exact: true }).fill('1');
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Brand', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Gender', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Colour', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Images', { exact: true }).setInputFiles(png('front.png'));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Condition is required')).toBeVisible();
    await page.getByLabel('Condition', { exact: true }).selectOption({ label: 'Very good' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Your item was submitted for review!')).toBeVisible();

    const admin = await playwright.request.newContext({ baseURL });
    await apiLogin(admin, ADMIN);
    let entry: { QueueID: number; ProductID: number; ConditionID: number } | undefined;
    await expect
      .poll(async () => {
        const queue = await getJson<
          { QueueID: number; ProductID: number; ProductName: string; ConditionID: number }[]
        >(admin, 'WaitingList/getQueueList.php');
        entry = queue.find((item) => item.ProductName === name);
        return entry?.ConditionID;
      })
      .toBe(4);

    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await signIn(adminPage, ADMIN, `/ShowSellQueueDetails/${entry!.QueueID}`);
    const condition = adminPage.getByLabel('Condition', { exact: true });
    await expect(condition).toHaveValue('4');
    await condition.selectOption({ label: 'Excellent' });
    await adminPage.getByLabel('Product Price').fill('4000');
    await adminPage.getByLabel('Fees Price').fill('400');
    await adminPage.getByLabel('Shipping Price').fill('100');
    await adminPage.getByRole('button', { name: 'Approve' }).click();
    await expect(
      adminPage.getByText('Order approved and moved to products successfully!'),
    ).toBeVisible();
    const details = await getJson<ListedProduct>(
      admin,
      `Products/getProductDetails.php?ProductID=${entry!.ProductID}`,
    );
    expect(details.Condition).toBe('Excellent');
    await context.close();
    await admin.dispose();
  });

  for (const width of [375, 900, 1440]) {
    test(`the filter panel at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/Items?sort=price_desc');
      await expect(page.getByRole('article').first()).toBeVisible();
      if (width <= 768) await page.getByRole('button', { name: 'Filters' }).click();
      await expect(facet(page, 'Pristine')).toBeVisible();
      await expect(page.getByLabel('Min price')).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`filters-${width}.png`),
        fullPage: width > 768,
      });
    });
  }
});
