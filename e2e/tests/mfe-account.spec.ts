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
    await page
      .getByLabel('Images', { exact: true })
      .setInputFiles([await png('front.png', '#c8a46a'), await png('side.png', '#3a3834')]);
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(2);
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

  test('logged-out visitors are asked to log in on the account pages', async ({ page }) => {
    await page.goto('/sell');
    await expect(page.getByText('Please log in first!').first()).toBeVisible();
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveCount(0);
    await page.goto('/userDetails/Sold');
    await expect(page.getByText('Sign in to see your items')).toBeVisible();
  });
});
