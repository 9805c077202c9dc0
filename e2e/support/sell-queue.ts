import type { APIRequestContext } from '@playwright/test';
import { apiPath, expect } from './fixtures';

/** A 1x1 PNG: the smallest picture the upload pipeline accepts. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/**
 * Submits an item to the sell queue as `sellerId` through the seller's signed-in context
 * (multipart, like the Sell page), with the first category, brand, gender and colour, and answers
 * its queue entry.
 */
export async function submitToQueue(
  seller: APIRequestContext,
  admin: APIRequestContext,
  sellerId: number,
  name: string,
  description = 'Submitted by the e2e suite: full set, excellent condition.',
) {
  const [categories, brands, genders, colours] = await Promise.all(
    [
      'Categoire/getcategoire.php',
      'Brand/getbrand.php',
      'Sex/getsex.php',
      'Color/getcolor.php',
    ].map(async (path) => (await admin.get(apiPath(path))).json()),
  );
  const response = await seller.post(apiPath('WaitingList/addqueue.php'), {
    multipart: {
      ProductName: name,
      description,
      quantity: '1',
      CategoireID: String(categories[0].CategoireID),
      BrandID: String(brands[0].BrandID),
      SexID: String(genders[0].SexID),
      ColorID: String(colours[0].Color_ID ?? colours[0].ColorID),
      ConditionID: '3',
      Status: 'Submitted',
      UserID: String(sellerId),
      'images[]': png('front.png'),
    },
  });
  expect((await response.json()).status).toBe('success');
  const queue = (await (await admin.get(apiPath('WaitingList/getQueueList.php'))).json()) as {
    QueueID: number;
    ProductID: number;
    ProductName: string;
  }[];
  const entry = queue.find((item) => item.ProductName === name);
  expect(entry, `queue entry for ${name}`).toBeTruthy();
  return entry!;
}
