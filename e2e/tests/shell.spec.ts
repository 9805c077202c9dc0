import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, newSignup, test } from '../support/fixtures';
import { expectFocusCyclesInside } from '../support/keyboard';

const artifact = (name: string) => join(__dirname, '..', 'artifacts', name);

/** The modal dialog (the login / sign-up modal). */
const modal = (page: Page) => page.getByRole('dialog');

test.describe('shell: sign up, sign in, stay signed in, log out', () => {
  test('a visitor signs up and signs in through the modal, keeps the session, logs out', async ({
    page,
  }) => {
    const form = newSignup('shell');
    const fullName = `${form.fName} ${form.lName}`;
    await page.goto('/Items');

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByRole('button', { name: '×' })).toContainText('×');
    await expect(modal(page).getByRole('button', { name: 'Close' })).toBeVisible();

    // Sign Up, after the 500 ms fade.
    await modal(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(modal(page).getByLabel('First Name')).toBeVisible();
    await modal(page).getByLabel('First Name').fill(form.fName);
    await modal(page).getByLabel('Last Name').fill(form.lName);
    await modal(page).getByLabel('Email', { exact: true }).fill(form.Email);
    await modal(page).getByLabel('Phone Number').fill(form.number);
    await modal(page).getByLabel('Password', { exact: true }).fill(form.Password);
    await modal(page).getByLabel('Confirm Password').fill(form.conf_Password);
    await modal(page).getByLabel('Birthdate').fill(form.birthdate);
    await modal(page).getByLabel('Gender').selectOption(form.gender);
    await modal(page).getByRole('button', { name: 'Sign Up', exact: true }).click();

    // A successful sign-up switches back to Sign In with the email filled in.
    await expect(modal(page).getByLabel('First Name')).toBeHidden();
    await expect(modal(page).getByText('Your account is ready')).toBeVisible();
    await expect(modal(page).getByLabel('Email', { exact: true })).toHaveValue(form.Email);
    await modal(page).getByLabel('Password', { exact: true }).fill(form.Password);
    await modal(page).getByRole('button', { name: 'Sign In', exact: true }).click();

    // The modal closes, the shopper stays on the same page and the user menu shows the name.
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/Items$/);
    const userMenu = page.getByRole('button', { name: fullName });
    await expect(userMenu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ Email: form.Email, UserName: fullName });

    // A reload keeps the user (storage, and the server still knows the session).
    await page.reload();
    await expect(page.getByRole('button', { name: fullName })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: fullName })).toBeVisible();

    // The user menu entries.
    await page.getByRole('button', { name: fullName }).click();
    await expect(page.getByRole('link', { name: 'My Items' })).toHaveAttribute(
      'href',
      '/userDetails/Available',
    );
    await expect(page.getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/accountDetails',
    );

    // Logout clears the stored user and reloads.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: fullName })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('a wrong password shows the server message in the modal', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await modal(page).getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await modal(page).getByLabel('Password', { exact: true }).fill('not-the-password');
    await modal(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    const error = modal(page).getByRole('alert');
    await expect(error).toBeVisible();
    await expect(error).not.toHaveText('');
    await expect(error).toBeHidden({ timeout: 8_000 });
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });
});

test.describe('shell: the login modal from the keyboard', () => {
  test('Tab and Shift+Tab stay inside it, Escape closes it and focus returns to Login', async ({
    page,
  }) => {
    await page.goto('/Items');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();

    await expectFocusCyclesInside(page, dialog, 'Tab');
    await expectFocusCyclesInside(page, dialog, 'Shift+Tab');

    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(login).toBeFocused();
  });
});

test.describe('shell: navigation', () => {
  test("SELL NOW logged out shows 'Please log in first!' and the login modal", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'SELL NOW' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please log in first!' })).toBeVisible();
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The alert card hides after 5 s; the modal stays.
    await expect(page.getByText('Please log in first!')).toBeHidden({ timeout: 8_000 });
    await expect(modal(page)).toBeVisible();
    // An outside click closes the modal.
    await page.mouse.click(8, 600);
    await expect(modal(page)).toBeHidden();
  });

  test('the footer shows at most 8 brands, linking to their item lists', async ({ page }) => {
    await page.goto('/');
    const brands = page
      .locator('footer')
      .getByRole('heading', { name: 'Top Brands' })
      .locator('..')
      .getByRole('link');
    await expect(brands.first()).toBeVisible();
    const count = await brands.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    await expect(brands.first()).toHaveAttribute('href', /^\/Items\?brand=\d+$/);
    const categories = page
      .locator('footer')
      .getByRole('heading', { name: 'Top Categories' })
      .locator('..')
      .getByRole('link');
    await expect(categories.first()).toHaveAttribute('href', /^\/Items\?category=\d+$/);
    await expect(page.getByText('We Are Here To Help You!')).toBeVisible();
    await expect(page.getByText('Monday to Sunday')).toBeVisible();
    await expect(page.getByText('9 am to 9 pm (GST)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'whatsapp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+$/,
    );
    await expect(page.getByRole('link', { name: 'Sell Now', exact: true })).toHaveAttribute(
      'href',
      '/sell',
    );
  });

  test('a desktop menu group opens on hover and leads to the filtered list', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('navigation', { name: 'Shop by department' });
    const all = strip.getByRole('button', { name: 'All', exact: true });
    await all.hover();
    await expect(all).toHaveAttribute('aria-expanded', 'true');
    const women = strip.getByRole('link', { name: 'Women', exact: true });
    await expect(women).toHaveAttribute('href', /^\/Items\?sex=\d+$/);
    await women.click();
    await expect(page).toHaveURL(/\/Items\?sex=\d+$/);
    // The list has rendered: a hover now lands on the live strip, not on one being replaced.
    await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
    // Only one group at a time.
    const groups = strip.getByRole('button', { expanded: true });
    await strip.getByRole('button').nth(1).hover();
    await expect(groups).toHaveCount(1);
    await expect(strip.locator('a[href^="/Items?category="]').first()).toBeVisible();
    await expect(strip.locator('a[href^="/Items?sex="]')).toHaveCount(0);
    await page.mouse.click(8, 700);
    await expect(groups).toHaveCount(0);
  });

  test('mobile: the hamburger opens the sidebar menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Shop by department' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Bag' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(sidebar).toBeHidden();
  });

  test('the scroll-to-top button appears beyond 300 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
    await page.mouse.wheel(0, 1200);
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('shell: screenshots', () => {
  for (const width of [375, 900, 1440]) {
    test(`the frame at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'RELUXE', exact: true })).toBeVisible();
      await expect(
        page
          .locator('footer')
          .getByRole('heading', { name: 'Top Brands' })
          .locator('..')
          .getByRole('link')
          .first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: artifact(`shell-home-${width}.png`), fullPage: true });
      await page.screenshot({ path: artifact(`shell-top-${width}.png`) });
      if (width === 375) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: artifact(`shell-sidebar-${width}.png`) });
        await page.getByRole('button', { name: 'Close menu' }).click();
      }
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(modal(page)).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: artifact(`shell-login-${width}.png`) });
    });
  }
});
