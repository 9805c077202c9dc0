import type { APIRequestContext, Page } from '@playwright/test';
import { apiPath, CUSTOMER, expect, signIn, test } from '../support/fixtures';
import { facet } from '../support/facets';

/** Catalogue journeys on the seeded demo data: home, What's New filters, product detail, search. */

interface SeedProduct {
  ProductID: number;
  Name: string;
  Quantity: number;
  BrandID: number;
  CategoireID: number;
  SexID: number;
  BrandName?: string;
}
interface SeedBrand {
  BrandID: number;
  Name: string;
}
interface SeedCategory {
  CategoireID: number;
  Name: string;
}

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(apiPath(path));
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
};

/** A brand that has products, with one of them. */
/**
 * A seeded brand with products that no other journey adds to (they list new items under the
 * first brand or Hermes while this file runs in parallel), so counts stay stable.
 */
async function brandWithProducts(request: APIRequestContext) {
  const brands = await getJson<SeedBrand[]>(request, 'Brand/getbrand.php');
  const untouched = brands.slice(1).filter((brand) => brand.Name !== 'Hermes');
  for (const brand of untouched) {
    const products = await getJson<SeedProduct[]>(
      request,
      `Products/getproduct.php?brand=${brand.BrandID}`,
    );
    if (products.length > 0) return { brand, products };
  }
  throw new Error('The seed has no brand with products');
}

/**
 * A seeded product in stock with 2-5 pieces (so + can move before it stops). The oldest ids are
 * the seed's: journeys running in parallel create and buy newer ones.
 */
async function productInStock(request: APIRequestContext) {
  const products = await getJson<SeedProduct[]>(request, 'Products/getproduct.php?limit=100');
  const oldestFirst = [...products].sort((a, b) => a.ProductID - b.ProductID);
  const product = oldestFirst.find((p) => p.Quantity >= 2 && p.Quantity <= 5);
  if (!product) throw new Error('The seed has no product with 2-5 pieces in stock');
  return product;
}

async function openDetail(page: Page, product: SeedProduct) {
  await page.goto(`/Items/${product.ProductID}`);
  await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
}

test.describe('home', () => {
  test('shows every block with real data', async ({ page, request }) => {
    const categories = await getJson<SeedCategory[]>(request, 'Categoire/');
    const brands = await getJson<SeedBrand[]>(request, 'Brand/');
    const arrivals = await getJson<SeedProduct[]>(request, 'Products/');
    await page.goto('/');
    const main = page.locator('[data-remote="mfe_catalog"]').first();

    await expect(
      main.getByText('ELEVATE YOUR STYLE! BUY AND SELL YOUR LUXURY ITEMS WITH US.'),
    ).toBeVisible();
    await expect(main.getByText('HOTTEST SALE OF THE YEAR')).toBeVisible();
    await expect(main.getByText(/900 AED/)).toBeVisible();
    await expect(main.getByText('SALE', { exact: true })).toBeVisible();
    await expect(main.getByText('*T&C APPLY')).toBeVisible();
    // The sale is the seeded featured promotion: it counts down to its real end.
    await expect(main.getByRole('timer')).toBeVisible();

    const category = categories[0]!;
    await expect(main.getByRole('link', { name: category.Name, exact: true })).toHaveAttribute(
      'href',
      `/Items?category=${category.CategoireID}`,
    );
    const brand = brands[0]!;
    await expect(main.getByRole('link', { name: brand.Name, exact: true })).toHaveAttribute(
      'href',
      `/Items?brand=${brand.BrandID}`,
    );

    const newArrivals = main.getByRole('region', { name: 'New Arrivals' });
    await expect(newArrivals.getByRole('article').first()).toBeVisible();
    await expect(newArrivals.getByText(arrivals[0]!.Name).first()).toBeVisible();

    for (const text of [
      'Unique Luxury Pieces',
      /installment options/,
      /lifetime authenticity guarantee/i,
      /25,000\+ creations/,
      /money back if the item is not as seen/,
    ]) {
      await expect(main.getByText(text)).toBeVisible();
    }
  });

  test('new arrivals use 2, 3 and 4 columns by width', async ({ page }) => {
    for (const [width, columns] of [
      [375, 2],
      [900, 3],
      [1440, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const grid = page.getByRole('region', { name: 'New Arrivals' }).getByRole('list');
      await expect(grid.getByRole('article').first()).toBeVisible();
      const template = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns);
      expect(template.split(' ').length, `${width} px`).toBe(columns);
    }
  });
});

/**
 * Cards the What's New list shows without a click (docs/decisions.md: pages of 24 that keep
 * coming up to 96, then "Load more").
 */
const LIST_PAGE_SIZE = 96;

test.describe("What's New filters", () => {
  test('every product of the plain list gets its card without a click, the oldest included', async ({
    page,
    request,
  }) => {
    const all = await getJson<SeedProduct[]>(request, 'Products/getproduct.php');
    expect(all.length).toBeLessThanOrEqual(LIST_PAGE_SIZE);
    const oldest = all.at(-1)!;
    await page.goto('/Items');
    const card = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href="/Items/${oldest.ProductID}"]`) });
    await card.locator(`a[href="/Items/${oldest.ProductID}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/Items/${oldest.ProductID}$`));
    await expect(page.getByRole('heading', { level: 1, name: oldest.Name })).toBeVisible();
  });

  test('ticking a brand updates the URL and the cards; the URL restores the ticks', async ({
    page,
    request,
    browser,
  }) => {
    const { brand, products } = await brandWithProducts(request);
    await page.goto('/Items');
    await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
    await facet(page, brand.Name).check();
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.BrandID}(&|$)`));

    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(Math.min(products.length, LIST_PAGE_SIZE));
    await expect(cards.filter({ hasText: products[0]!.Name }).first()).toBeVisible();

    // Opening that URL fresh (a new browser context) restores the tick.
    const url = page.url();
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(url);
    await expect(facet(fresh, brand.Name)).toBeChecked();
    await expect(fresh.getByRole('article')).toHaveCount(Math.min(products.length, LIST_PAGE_SIZE));
    await context.close();

    // Back returns to the unfiltered list with the box unticked.
    await page.goBack();
    await expect(page).toHaveURL(/\/Items$/);
    await expect(facet(page, brand.Name)).not.toBeChecked();
  });

  test('a combination with no match shows the empty text', async ({ page, request }) => {
    const brands = await getJson<SeedBrand[]>(request, 'Brand/getbrand.php');
    const categories = await getJson<SeedCategory[]>(request, 'Categoire/getcategoire.php');
    let combination: { brand: SeedBrand; category: SeedCategory } | null = null;
    outer: for (const brand of brands) {
      for (const category of categories) {
        const found = await getJson<SeedProduct[]>(
          request,
          `Products/getproduct.php?brand=${brand.BrandID}&category=${category.CategoireID}`,
        );
        if (found.length === 0) {
          combination = { brand, category };
          break outer;
        }
      }
    }
    expect(combination, 'a brand/category pair without products').not.toBeNull();
    await page.goto(
      `/Items?category=${combination!.category.CategoireID}&brand=${combination!.brand.BrandID}`,
    );
    await expect(page.getByText('No products found matching the selected filters.')).toBeVisible();
    await expect(facet(page, combination!.category.Name)).toBeChecked();
  });

  test('on mobile the filters fold into a drawer', async ({ page, request }) => {
    const { brand } = await brandWithProducts(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/Items');
    const checkbox = facet(page, brand.Name);
    await expect(checkbox).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await checkbox.check();
    await expect(page).toHaveURL(new RegExp(`brand=${brand.BrandID}`));
    await page.getByRole('button', { name: 'Close filters' }).click();
    await expect(checkbox).toBeHidden();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('product detail', () => {
  test('+ stops at the stock with the alert', async ({ page, request }) => {
    const product = await productInStock(request);
    await openDetail(page, product);
    const plus = page.getByRole('button', { name: '+', exact: true });
    for (let i = 1; i < product.Quantity; i++) await plus.click();
    await expect(page.getByTestId('quantity')).toHaveText(String(product.Quantity));
    await plus.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `Only ${product.Quantity} items available in stock` }),
    ).toBeVisible();
    await expect(page.getByTestId('quantity')).toHaveText(String(product.Quantity));
    const minus = page.getByRole('button', { name: '-', exact: true });
    // One press more than the way down: minus does not go below 1.
    for (let i = 0; i < product.Quantity; i++) await minus.click();
    await expect(page.getByTestId('quantity')).toHaveText('1');
  });

  test('logged out, Add to Cart asks to log in and opens the login modal', async ({
    page,
    request,
  }) => {
    const product = await productInStock(request);
    await openDetail(page, product);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please log in to buy this product!' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });

  test('logged in, Add to Cart puts the item in the bag', async ({ page, request }) => {
    const product = await productInStock(request);
    await signIn(page, CUSTOMER, `/Items/${product.ProductID}`);
    await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
    await page.getByRole('button', { name: '+', exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
    await expect(page.getByTestId('bag-count').first()).toHaveText('2');
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(cart).toEqual([expect.objectContaining({ ProductID: product.ProductID, Quantity: 2 })]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
  });

  test('an unknown id shows a not-found message with a way back', async ({ page }) => {
    await page.goto('/Items/987654');
    await expect(page.getByRole('heading', { name: 'Item not found' })).toBeVisible();
    await page.getByRole('link', { name: "Back to What's New" }).click();
    await expect(page).toHaveURL(/\/Items$/);
  });
});

test.describe('nav search', () => {
  test('typing a brand name shows Brand suggestions; clicking one lands on its list', async ({
    page,
    request,
  }) => {
    const { brand } = await brandWithProducts(request);
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search' }).first();
    await search.fill(brand.Name);
    const option = page
      .getByRole('option')
      .filter({ hasText: 'Brand' })
      .filter({ hasText: brand.Name });
    await expect(option.first()).toBeVisible();
    await option.first().click();
    await expect(page).toHaveURL(new RegExp(`/Items\\?brand=${brand.BrandID}$`));
    await expect(facet(page, brand.Name)).toBeChecked();
    await expect(page.getByRole('listbox')).toBeHidden();
  });
});

test.describe('screens', () => {
  test('home, list and detail at 375, 900 and 1440 px', async ({ page, request }, testInfo) => {
    const product = await productInStock(request);
    for (const width of [375, 900, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ['home', '/'],
        ['list', '/Items'],
        ['detail', `/Items/${product.ProductID}`],
      ] as const) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[data-remote="mfe_catalog"]').first()).toBeAttached();
        await page.screenshot({
          path: testInfo.outputPath(`catalog-${name}-${width}.png`),
          fullPage: true,
        });
      }
    }
  });
});
