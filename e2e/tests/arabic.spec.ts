import type { Page } from '@playwright/test';
import { dataWords, englishWordsOn, shootWidths, switchTo } from '../support/languages';
import { apiPath, CUSTOMER, expect, signIn, test } from '../support/fixtures';

/** Arabic and right to left: the switch, what the server paints, every storefront screen. */

const ENGLISH_HERO = 'ELEVATE YOUR STYLE! BUY AND SELL YOUR LUXURY ITEMS WITH US.';
const ARABIC_HERO = 'ارتقِ بأناقتك! اشترِ وبِع قطعك الفاخرة معنا.';

/**
 * Words that stay Latin on an Arabic page besides the catalogue's data: the wordmark, the switch's
 * own 'English', the currency code, social networks' names and the sale's coupon code.
 */
const ALWAYS_LATIN = [
  'reluxe',
  'english',
  'aed',
  'facebook',
  'instagram',
  'whatsapp',
  'sale',
  'stripe',
];

async function expectDocument(page: Page, lang: 'ar' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** The page, once settled, shows no English word but the catalogue's and the visitor's data. */
async function expectNoEnglish(page: Page, extra: string[] = []) {
  await page.waitForLoadState('networkidle');
  const allowed = await dataWords(page.context().request);
  for (const word of [...ALWAYS_LATIN, ...extra]) allowed.add(word.toLowerCase());
  expect(await englishWordsOn(page, allowed)).toEqual([]);
}

async function firstProduct(page: Page): Promise<{ ProductID: number; Name: string }> {
  const response = await page.context().request.get(apiPath('Products/getproduct.php?limit=20'));
  const products = (await response.json()) as {
    ProductID: number;
    Name: string;
    Quantity: number;
  }[];
  const product = products.find((item) => item.Quantity > 1);
  if (!product) throw new Error('no product in stock');
  return product;
}

test.describe('Arabic and right to left', () => {
  test('the switch turns / to Arabic, a reload and a fresh tab keep it, English restores it', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expectDocument(page, 'en');
    await expect(page.getByRole('heading', { name: ENGLISH_HERO })).toBeVisible();

    await switchTo(page, 'العربية').click();
    await expectDocument(page, 'ar');
    await expect(page.getByRole('heading', { name: ARABIC_HERO })).toBeVisible();
    await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(switchTo(page, 'العربية')).toHaveAttribute('aria-pressed', 'true');

    // The main navigation reads from the right: its first entry is the rightmost.
    const strip = page.getByRole('navigation', { name: 'تسوّق حسب القسم' });
    const entries = strip.locator(':scope > * > *, :scope > ul > li').filter({ visible: true });
    const [first, second] = [
      await entries.nth(0).boundingBox(),
      await entries.nth(1).boundingBox(),
    ];
    expect(first && second && first.x > second.x, 'first menu entry is right of the second').toBe(
      true,
    );

    await page.reload();
    await expectDocument(page, 'ar');
    await expect(page.getByRole('heading', { name: ARABIC_HERO })).toBeVisible();

    const tab = await context.newPage();
    await tab.goto('/Items');
    await expectDocument(tab, 'ar');
    await expect(tab.getByRole('heading', { level: 1, name: 'وصل حديثًا' })).toBeVisible();
    await tab.close();

    await switchTo(page, 'English').click();
    await expectDocument(page, 'en');
    await expect(page.getByRole('heading', { name: ENGLISH_HERO })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await page.reload();
    await expectDocument(page, 'en');
    await expect(page.getByRole('heading', { name: ENGLISH_HERO })).toBeVisible();
  });

  test('?lang=ar opens any address in Arabic, painted so by the server', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.request.get('/Items?lang=ar');
    const html = await response.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    // The static frame is Arabic in every answer.
    expect(html).toContain('تسجيل الدخول');
    expect(response.headers()['set-cookie']).toContain('reluxe_lang=ar');
    // So is the catalogue's first paint, once the api answers within the first paint's budget
    // (a cold server's first answers may not: that page then paints the skeleton).
    await expect
      .poll(async () => (await page.request.get('/Items?lang=ar')).text(), { timeout: 15_000 })
      .toMatch(/<h1[^>]*>وصل حديثًا<\/h1>/);

    await page.goto('/cart?lang=ar');
    await expectDocument(page, 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeVisible();
    await page.goto('/');
    await expectDocument(page, 'ar');
    await context.close();
  });

  test('api messages come back in the shopper language', async ({ request }) => {
    const body = { Email: CUSTOMER.Email, Password: 'not the password' };
    const english = await (
      await request.post(apiPath('User/UserLogin.php'), { data: body })
    ).json();
    const arabic = await (
      await request.post(apiPath('User/UserLogin.php'), {
        data: body,
        headers: { 'Accept-Language': 'ar' },
      })
    ).json();
    expect(english.status).toBe('error');
    expect(arabic.status).toBe('error');
    expect(english.message).toMatch(/[A-Za-z]/);
    expect(arabic.message).toMatch(/[\u0600-\u06FF]/);
  });

  test('typing the Arabic name of a seeded brand suggests it', async ({ page }) => {
    await page.goto('/?lang=ar');
    const search = page.getByPlaceholder('ابحث عن ماركة أو منتج').first();
    await search.fill('رولكس');
    await expect(page.getByRole('option', { name: /رولكس/ }).first()).toBeVisible();
  });

  test('product suggestions are named in the page language', async ({ page }) => {
    const search = (lang: string) =>
      page.request.get(apiPath(`Products/searchproduct.php?query=daytona${lang}`));
    const [named] = (await (await search('&lang=ar')).json()) as { NameAr?: string | null }[];
    if (!named?.NameAr) throw new Error('no Arabic name on the Daytona suggestion');
    expect(await (await search('')).text()).not.toMatch(/[\u0600-\u06FF]/);

    await page.goto('/?lang=ar');
    await page.getByPlaceholder('ابحث عن ماركة أو منتج').first().fill('daytona');
    await expect(
      page.getByRole('option', { name: new RegExp(named.NameAr) }).first(),
    ).toBeVisible();
  });

  test("the list's product names follow the switch, and English lists carry no Arabic", async ({
    page,
  }) => {
    const arabicList = await page.request.get(apiPath('Products/getproduct.php?limit=48&lang=ar'));
    const products = (await arabicList.json()) as { Name: string; NameAr?: string | null }[];
    const named = products.find((product) => product.NameAr);
    if (!named?.NameAr) throw new Error('no product with an Arabic name on the first page');
    const english = await page.request.get(apiPath('Products/getproduct.php?limit=48'));
    expect(await english.text()).not.toMatch(/[\u0600-\u06FF]/);

    await page.goto('/Items');
    const card = (name: string) => page.getByRole('heading', { level: 3, name, exact: true });
    await expect(card(named.Name)).toBeVisible();
    await switchTo(page, 'العربية').click();
    await expectDocument(page, 'ar');
    await expect(card(named.NameAr)).toBeVisible();
    await page.reload();
    await expect(card(named.NameAr)).toBeVisible();
    await switchTo(page, 'English').click();
    await expectDocument(page, 'en');
    await expect(card(named.Name)).toBeVisible();
  });

  test('every storefront screen in Arabic, with no English left but names', async ({ page }) => {
    // Seven screens, each shot at three widths.
    test.setTimeout(150_000);
    const shots = (file: string) => test.info().outputPath(file);
    await page.goto('/?lang=ar');
    await expectDocument(page, 'ar');
    await expect(page.getByRole('heading', { name: ARABIC_HERO })).toBeVisible();
    await expectNoEnglish(page);
    await shootWidths(page, 'home-ar', shots);

    await page.goto('/Items');
    await expect(page.getByRole('heading', { level: 1, name: 'وصل حديثًا' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoEnglish(page);
    await shootWidths(page, 'items-ar', shots);

    const product = await firstProduct(page);
    await page.goto(`/Items/${product.ProductID}`);
    await expect(page.getByRole('button', { name: 'أضف إلى سلة التسوق' })).toBeVisible();
    await expectNoEnglish(page);
    await shootWidths(page, 'product-ar', shots);

    await page.getByRole('button', { name: 'تسجيل الدخول' }).first().click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
    await expectNoEnglish(page);
    await shootWidths(page, 'login-ar', shots);
    await page.keyboard.press('Escape');

    const user = await signIn(page, CUSTOMER, `/Items/${product.ProductID}`);
    const own = [...user.UserName.split(/\s+/), ...user.Email.split(/[@.]/)];
    await expectDocument(page, 'ar');
    await page.getByRole('button', { name: 'أضف إلى سلة التسوق' }).click();
    await expect(page.getByRole('button', { name: 'إزالة من سلة التسوق' })).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('د.إ');
    await expectNoEnglish(page, own);
    await shootWidths(page, 'cart-ar', shots);

    await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
    await expect(page).toHaveURL(/\/buynow$/);
    await expect(page.getByRole('heading', { level: 1, name: 'أكمل طلبك' })).toBeVisible();
    await expectNoEnglish(page, own);
    await shootWidths(page, 'buynow-ar', shots);

    await page.goto('/accountDetails');
    await expect(page.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
    await expectNoEnglish(page, own);
    await shootWidths(page, 'profile-ar', shots);

    // Back to English: the requirements' exact texts again.
    await switchTo(page, 'English').click();
    await expectDocument(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  });
});
