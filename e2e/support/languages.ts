import type { APIRequestContext, Page } from '@playwright/test';
import { apiPath } from './fixtures';

/** The language switch's buttons, in the header (first) or the footer. */
export const switchTo = (page: Page, name: 'English' | 'العربية') =>
  page.getByRole('button', { name, exact: true }).first();

/** A word as compared: lower case, without trailing punctuation. */
const bare = (word: string) => word.toLowerCase().replace(/[.'’-]+$/, '');

interface Named {
  Name?: string | null;
  NameAr?: string | null;
  Description?: string | null;
}

/**
 * Every word of the catalogue's own data: the names of products, brands, categories, colours and
 * genders, and the sellers' descriptions. They are shown as written.
 */
export async function dataWords(request: APIRequestContext): Promise<Set<string>> {
  const lists = await Promise.all(
    [
      'Brand/getbrand.php',
      'Categoire/getcategoire.php',
      'Color/getcolor.php',
      'Sex/getsex.php',
      'Products/getproduct.php?limit=100',
    ].map(async (path) => {
      const response = await request.get(apiPath(path));
      return response.ok() ? ((await response.json()) as Named[]) : [];
    }),
  );
  const words = new Set<string>();
  for (const item of lists.flat()) {
    for (const name of [item.Name, item.NameAr, item.Description]) {
      for (const word of name?.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []) words.add(bare(word));
    }
  }
  return words;
}

/**
 * Latin-script words the shopper can see on the page that are not names: a page in Arabic
 * should have none. Form values, emails and addresses are the visitor's data and not counted.
 */
export async function englishWordsOn(page: Page, allowed: Set<string>): Promise<string[]> {
  const words: string[] = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [hidden], [aria-hidden="true"]'))
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const text = (node.textContent ?? '').replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
      found.push(...(text.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []));
    }
    for (const element of document.querySelectorAll<HTMLElement>(
      '[aria-label], [placeholder], img[alt], [title]',
    )) {
      if (element.closest('[aria-hidden="true"]')) continue;
      for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(attribute) ?? '';
        found.push(...(value.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []));
      }
    }
    return found;
  });
  return [...new Set(words)].filter((word) => !allowed.has(bare(word)));
}

/** Full-page screenshots of the page at a phone's and a desktop's width. */
export async function shootWidths(page: Page, name: string, outputPath: (file: string) => string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
