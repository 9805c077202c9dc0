import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD_RESET_TEXT } from 'shared-contracts/constants';
import { apiLogin, apiPath, apiSignup, expect, test } from '../support/fixtures';
import { mailTo } from '../support/mailbox';

const modal = (page: Page) => page.getByRole('dialog');

/** Places a cash-on-delivery order of one in-stock piece under 5,000 AED; answers its id. */
async function placeOrder(request: APIRequestContext, userId: number, tag: string) {
  const products = (await (await request.get(apiPath('Products/getproduct.php'))).json()) as {
    ProductID: number;
    Quantity: number;
    Price: number;
  }[];
  const product = products.find((p) => p.Quantity > 0 && p.Price <= 5000)!;
  const placed = await request.post(apiPath('Orders/addOrder.php'), {
    headers: { 'Idempotency-Key': `e2e-mail-${tag}-${Date.now()}` },
    data: {
      UserID: userId,
      Address: 'Villa 12, Al Wasl',
      Street: 'Al Wasl Road',
      City: 'Dubai',
      State: 'Dubai',
      Zip: '00000',
      Country: 'UAE',
      Phone: '+971500000123',
      Products: [{ ProductID: product.ProductID, Quantity: 1, Price: product.Price }],
    },
  });
  const { OrderID } = (await placed.json()) as { OrderID: number };
  expect(OrderID).toBeGreaterThan(0);
  return OrderID;
}

test.describe('mail: a way back in and mails in the reader language', () => {
  test('Forgot password? mails a link; the new password signs in, the old one does not', async ({
    page,
  }) => {
    const { credentials } = await apiSignup(page.request, 'forgot');
    const newPassword = 'Renewed#Reluxe2026';
    await page.goto('/Items');

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await modal(page).getByLabel('Email', { exact: true }).fill(credentials.Email);
    await modal(page).getByRole('button', { name: 'Forgot password?' }).click();
    await expect(modal(page).getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await expect(modal(page).getByLabel('Email', { exact: true })).toHaveValue(credentials.Email);
    await modal(page).getByRole('button', { name: 'Send reset link' }).click();
    await expect(modal(page).getByText(PASSWORD_RESET_TEXT.linkSent)).toBeVisible();

    // The same answer for an address without an account, and no mail for it.
    const unknown = `nobody.${Date.now()}@example.com`;
    const refused = await page.request.post(apiPath('User/forgotPassword.php'), {
      data: { Email: unknown },
    });
    expect((await refused.json()).message).toBe(PASSWORD_RESET_TEXT.linkSent);

    const mail = await mailTo(page.request, credentials.Email, /reset/i);
    const link = mail.links.find((candidate) => candidate.includes('/reset-password?token='));
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(PASSWORD_RESET_TEXT.done)).toBeVisible();

    // The link works once.
    await page.goto(link!);
    await page.getByLabel('Password', { exact: true }).fill('Another#Reluxe2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Another#Reluxe2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText(PASSWORD_RESET_TEXT.linkUsed);

    // The old password is refused, the new one signs in through the modal.
    const old = await page.request.post(apiPath('User/UserLogin.php'), { data: credentials });
    expect((await old.json()).status).toBe('error');
    await page.goto('/Items');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await modal(page).getByLabel('Email', { exact: true }).fill(credentials.Email);
    await modal(page).getByLabel('Password', { exact: true }).fill(newPassword);
    await modal(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(modal(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  });

  test('an order mails an English shopper in English and an Arabic shopper in Arabic', async ({
    browser,
    baseURL,
  }) => {
    const english = await browser.newContext({ baseURL });
    const englishPage = await english.newPage();
    await englishPage.goto('/Items');
    const englishAccount = await apiSignup(englishPage.request, 'mail-en');
    const englishUser = await apiLogin(englishPage.request, englishAccount.credentials);
    const englishOrder = await placeOrder(englishPage.request, englishUser.ID, 'en');
    const englishMail = await mailTo(
      englishPage.request,
      englishAccount.credentials.Email,
      new RegExp(`order ${englishOrder}`),
    );
    expect(englishMail.subject).toBe(`We received your order ${englishOrder}`);
    expect(englishMail.text).toContain('AED');
    expect(englishMail.html).not.toContain('dir="rtl"');

    // Signed up while the storefront was in Arabic: the account's mails are Arabic.
    const arabic = await browser.newContext({ baseURL });
    const arabicPage = await arabic.newPage();
    await arabicPage.goto('/Items?lang=ar');
    await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabicAccount = await apiSignup(arabicPage.request, 'mail-ar');
    const arabicUser = await apiLogin(arabicPage.request, arabicAccount.credentials);
    const arabicOrder = await placeOrder(arabicPage.request, arabicUser.ID, 'ar');
    const arabicMail = await mailTo(
      arabicPage.request,
      arabicAccount.credentials.Email,
      new RegExp(String(arabicOrder)),
    );
    expect(arabicMail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(arabicMail.subject).not.toMatch(/[A-Za-z]{3,}/);
    expect(arabicMail.html).toContain('dir="rtl"');
    expect(arabicMail.text).toMatch(/[\u0600-\u06FF]/);

    // Changing 'Email language' in My Profile turns the next mails English.
    await arabicPage.goto('/accountDetails?lang=en');
    await arabicPage.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), {
      Email: arabicUser.Email,
      ProfileImage: arabicUser.ProfileImage ?? '',
      RoleID: arabicUser.Role.ID,
      RoleName: arabicUser.Role.RoleName,
      UserID: arabicUser.ID,
      UserName: arabicUser.UserName,
    });
    await arabicPage.reload();
    const language = arabicPage.getByLabel('Email language');
    await expect(language).toHaveValue('ar');
    await language.selectOption('en');
    await expect(arabicPage.getByText('Your mail settings were saved')).toBeVisible();
    const nextOrder = await placeOrder(arabicPage.request, arabicUser.ID, 'ar-en');
    await mailTo(
      arabicPage.request,
      arabicAccount.credentials.Email,
      new RegExp(`^We received your order ${nextOrder}$`),
    );
    await english.close();
    await arabic.close();
  });
});
