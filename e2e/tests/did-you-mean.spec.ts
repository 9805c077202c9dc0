import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** A search that finds nothing offers the nearest brand: 'rolx' -> 'Did you mean Rolex?'. */

/** The results page of a search for Rolex: its heading and a seeded Rolex piece. */
async function expectRolexResults(page: Page) {
  await expect(page).toHaveURL(/\/Items\?q=Rolex$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search: "Rolex"' })).toBeVisible();
  await expect(
    page.getByRole('article').filter({ hasText: 'Rolex Submariner Date 41' }).first(),
  ).toBeVisible();
  await expect(page.getByText('No products found matching the selected filters.')).toHaveCount(0);
}

test.describe('did you mean', () => {
  test("typing 'rolx' in the search box offers 'Did you mean Rolex?', which opens the Rolex items", async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search' }).first();
    await search.fill('rolx');
    const link = page.getByRole('link', { name: 'Did you mean Rolex?' });
    await expect(link).toBeVisible();
    // Nothing was found, so there is no list of suggestions beside it.
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toHaveCount(0);
    await link.click();
    await expectRolexResults(page);
    await expect(search).toHaveValue('');
  });

  test('/Items?q=rolx says nothing matches and offers Rolex; following it shows the Rolex items', async ({
    page,
  }) => {
    await page.goto('/Items?q=rolx');
    await expect(page.getByRole('heading', { level: 1, name: 'Search: "rolx"' })).toBeVisible();
    await expect(page.getByText('No products found matching the selected filters.')).toBeVisible();
    const link = page.getByRole('link', { name: 'Did you mean Rolex?' });
    await expect(link).toBeVisible();
    await link.click();
    await expectRolexResults(page);
  });

  test('a search that finds items offers no other spelling', async ({ page }) => {
    await page.goto('/Items?q=rolex');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Did you mean/ })).toHaveCount(0);
  });
});
