import { createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { apiPath, apiSignup, expect, signIn, test } from '../support/fixtures';

/** A small real PNG of one colour (the api re-encodes uploads, so the bytes must be an image). */
async function png(name: string, background: string) {
  const buffer = await sharp({
    create: { width: 96, height: 96, channels: 3, background },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A PNG of random pixels, stored uncompressed: `side`² x 3 bytes of an image the api accepts. */
async function largePng(name: string, side: number) {
  const pixels = randomBytes(side * side * 3);
  const buffer = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Records in the page every value the sell form's progress bar shows (100 may last a moment). */
function recordUploadProgress() {
  const shown: number[] = [];
  (window as unknown as { uploadProgress: number[] }).uploadProgress = shown;
  new MutationObserver(() => {
    const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
    const value = bar && Number(bar.getAttribute('aria-valuenow'));
    if (bar && value !== shown.at(-1)) shown.push(value as number);
  }).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-valuenow'],
  });
}

test.describe('seller journey', () => {
  test('a new user sets a profile photo, sells an item and sees it approved', async ({
    page,
    adminApi,
  }) => {
    const { credentials, form } = await apiSignup(page.context().request, 'seller');
    await signIn(page, credentials, '/accountDetails');

    // My Profile: the form loads the user; nothing changed means no Save Changes.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(form.Email.toLowerCase());
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByTestId('profile-icon')).toBeVisible();
    // A plain label lookup finds exactly the field (the toggle is named by its text).
    await expect(page.getByLabel('Password')).toHaveCount(1);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();

    await page.getByLabel('Profile Image').setInputFiles(await png('me.png', '#9c7a45'));
    await expect(page.getByAltText('Profile photo preview')).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

    // The nav shows the new photo, and it survives a reload.
    await expect(page.getByTestId('profile-photo')).toHaveAttribute('src', /\/uploads\//);
    await page.reload();
    await expect(page.getByTestId('profile-photo')).toHaveAttribute('src', /\/uploads\//);
    await expect(page.getByAltText('Profile photo preview')).toHaveAttribute('src', /\/uploads\//);

    // Sell an item with two images.
    const name = `Kelly 28 Gold ${Date.now().toString(36)}`;
    await page.goto('/sell');
    await expect(page.getByRole('heading', { name: 'Sell Your Product Now!' })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Product name is required')).toBeVisible();
    await expect(page.getByText('Add at least one image')).toBeVisible();

    await page.getByLabel('Product Name', { exact: true }).fill(name);
    await page
      .getByLabel('Description', { exact: true })
      .fill('Gold Togo leather with gold hardware, 2021, full set.');
    await page.getByLabel('Quantity', { exact: true }).pressSequentially('1200');
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('1.200');
    await page.getByLabel('Quantity', { exact: true }).fill('');
    await page.getByLabel('Quantity', { exact: true }).pressSequentially('1');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Bags' });
    await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Hermes' });
    await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Women' });
    await page.getByLabel('Colour', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Condition', { exact: true }).selectOption({ label: 'Excellent' });
    await page
      .getByLabel('Images', { exact: true })
      .setInputFiles([await png('front.png', '#c8a46a'), await png('side.png', '#3a3834')]);
    await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Your item was submitted for review!')).toBeVisible();
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue('');

    // It waits under Submitted.
    await page.goto('/userDetails');
    await expect(page).toHaveURL(/\/userDetails\/Available$/);
    await page.getByRole('tab', { name: 'Submitted' }).click();
    const submitted = page.locator('details', { hasText: name });
    await expect(submitted).toBeVisible();
    await expect(submitted).toContainText('Awaiting review');
    await expect(submitted).toContainText('Submitted');
    await expect(submitted.getByRole('img', { name })).toBeVisible();

    // An administrator approves it through the API with a price.
    const queue = await (await adminApi.get(apiPath('WaitingList/getQueueList.php'))).json();
    const entry = (queue as { QueueID: number; ProductName: string }[]).find(
      (row) => row.ProductName === name,
    );
    expect(entry, 'the submission is in the queue').toBeTruthy();
    const approved = await adminApi.post(apiPath('WaitingList/approveQueue.php'), {
      data: { QueueID: entry!.QueueID, UserPrice: 18750 },
    });
    expect((await approved.json()).status).toBe('success');

    // Now it is Available at the approved price, and no longer Submitted.
    await page.goto('/userDetails/Available');
    const available = page.locator('details', { hasText: name });
    await expect(available).toBeVisible();
    await expect(available).toContainText('18,750 AED');
    await expect(available).toContainText('Qty 1');
    await page.getByRole('tab', { name: 'Submitted' }).click();
    await expect(page.getByText('No submitted items found.')).toBeVisible();
  });

  test('the sell form shows the progress of a real upload of a few MB up to 100%', async ({
    page,
  }) => {
    const { credentials } = await apiSignup(page.context().request, 'uploader');
    await signIn(page, credentials, '/sell');
    await expect(page.getByRole('heading', { name: 'Sell Your Product Now!' })).toBeVisible();
    await page.getByLabel('Product Name', { exact: true }).fill(`Birkin 30 ${Date.now()}`);
    await page.getByLabel('Description', { exact: true }).fill('Black Togo, palladium hardware.');
    await page.getByLabel('Quantity', { exact: true }).pressSequentially('1');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Bags' });
    await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Hermes' });
    await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Women' });
    await page.getByLabel('Colour', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Condition', { exact: true }).selectOption({ label: 'Excellent' });
    const photo = await largePng('large.png', 1100);
    expect(photo.buffer.length).toBeGreaterThan(3_500_000);
    await page.getByLabel('Images', { exact: true }).setInputFiles(photo);
    await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(1);

    // The upload at 1 MB/s (Chromium's network emulation) takes ~3.5 s, so its progress shows.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.evaluate(recordUploadProgress);
    await page.getByRole('button', { name: 'Add', exact: true }).click();

    const bar = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toBeVisible();
    await expect(page.getByText(/^Uploading… \d+%$/)).toBeVisible();
    // ~3.5 s of upload, then the photo's eight encodings (four widths, AVIF and WebP) on the server.
    await expect(page.getByText('Your item was submitted for review!')).toBeVisible({
      timeout: 30_000,
    });
    await expect(bar).toHaveCount(0);

    const shown = await page.evaluate(
      () => (window as unknown as { uploadProgress: number[] }).uploadProgress,
    );
    expect(
      shown.some((value) => value > 0 && value < 100),
      `values ${shown}`,
    ).toBe(true);
    expect(shown.at(-1), `values ${shown}`).toBe(100);
    expect(shown, 'never goes back').toEqual([...shown].sort((a, b) => a - b));
  });

  test('logged-out visitors are asked to log in on the account pages', async ({ page }) => {
    await page.goto('/sell');
    await expect(page.getByText('Please log in first!').first()).toBeVisible();
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveCount(0);
    await page.goto('/userDetails/Sold');
    await expect(page.getByText('Sign in to see your items')).toBeVisible();
  });
});

/** Hosted authentication (/join, /success) on the unmodified supabase-js client and /auth/v1. */
type Mail = { to: string; subject: string; links: string[]; text: string };

async function mailLink(request: APIRequestContext, to: string, subject: string) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await request.get('/dev/mailbox.json', { params: { to } });
    const mails = (await response.json()) as Mail[];
    const mail = mails.find((candidate) => candidate.subject === subject);
    if (mail?.links[0]) return mail.links[0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No '${subject}' mail for ${to}`);
}

const hostedEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const HOSTED_PASSWORD = 'Hosted#Passw0rd2026';

/** An account created and confirmed through /auth/v1 directly. */
async function confirmedAccount(request: APIRequestContext) {
  const email = hostedEmail('hosted');
  const config = (await (await request.get('/remotes.json')).json()) as {
    auth: { anonKey: string };
  };
  const signup = await request.post('/auth/v1/signup', {
    data: { email, password: HOSTED_PASSWORD },
    headers: { apikey: config.auth.anonKey },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const link = await mailLink(request, email, 'Confirm your signup');
  await request.get(link, { maxRedirects: 0 });
  return email;
}

/** RFC 6238 code (SHA-1, 6 digits, 30 s) from a base32 secret, as an authenticator app does. */
function totp(secret: string, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}

async function signInOnJoin(page: Page, email: string, password: string) {
  await page.goto('/join');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Your Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
}

test.describe('hosted authentication', () => {
  test('sign up, confirm through the mailbox, land on /success, sign out', async ({ page }) => {
    const email = hostedEmail('joiner');
    await page.goto('/join');
    await expect(page.getByRole('button', { name: 'Sign in with Facebook' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    const card = page.locator('[data-view]');
    expect((await card.boundingBox())?.width).toBe(360);

    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Create a Password').fill(HOSTED_PASSWORD);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('Check your email for the confirmation link')).toBeVisible();

    await page.goto(await mailLink(page.request, email, 'Confirm your signup'));
    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByTestId('signed-in-email')).toHaveText(email);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/join$/);
    await page.goto('/success');
    await expect(page).toHaveURL(/\/join$/);
  });

  test('a wrong password shows the service error; a magic link signs in', async ({ page }) => {
    const email = await confirmedAccount(page.request);
    await page.goto('/join');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Your Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(/invalid/i);

    await page.getByRole('button', { name: 'Send a magic link email' }).click();
    await page.getByLabel('Email address').fill('');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email address is required');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByText('Check your email for the magic link')).toBeVisible();

    await page.goto(await mailLink(page.request, email, 'Your magic link'));
    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByTestId('signed-in-email')).toHaveText(email);
  });

  test('password reset through the mailbox', async ({ page }) => {
    const email = await confirmedAccount(page.request);
    await page.goto('/join');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset password instructions' }).click();
    await expect(page.getByText('Check your email for the password reset link')).toBeVisible();

    await page.goto(await mailLink(page.request, email, 'Reset your password'));
    await expect(page.getByLabel('New password')).toBeVisible();
    await page.getByLabel('New password').fill('Renewed#Passw0rd2026');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Your password has been updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await signInOnJoin(page, email, 'Renewed#Passw0rd2026');
  });

  test('enrol a TOTP factor, reach aal2, remove it', async ({ page }) => {
    const email = await confirmedAccount(page.request);
    await signInOnJoin(page, email, HOSTED_PASSWORD);
    await expect(page.getByTestId('aal-current')).toHaveText('aal1');

    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(page.getByAltText('QR code for your authenticator app')).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await page
      .getByLabel('Verification code')
      .fill('000000' === totp(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();

    await page.getByLabel('Verification code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByTestId('aal-current')).toHaveText('aal2');
    await expect(page.getByTestId('aal-next')).toHaveText('aal2');

    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Set up authenticator app' })).toBeVisible();
    // supabase-js never reports a next level below the session's current one (aal2 here).
    await expect(page.getByRole('list', { name: 'Your factors' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/join$/);
  });
});
