import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ENDPOINTS,
  LIMITS,
  SUCCESS,
  approveQueueSchema,
  productStatusFor,
  queueIdSchema,
  sellSchema,
  type ProductStatus,
} from '../../contracts';
import { products, waitingList } from '../../db/schema';
import { adminOnly, assertOwnUserId, requireUser } from '../../auth/session';
import { HttpError, parseWith } from '../../plugins/errors';
import { filesOf, readFields, readForm } from '../../uploads/read-form';
import { withStoredImages } from '../../uploads/store-image';
import { apiPath } from '../paths';
import { queueEntries } from './queue-entries';

const NO_ENTRY = (id: number) => `No pending submission with QueueID ${id}`;

/**
 * Status of a product while its submission waits in the queue, whatever its quantity: outside
 * PUBLIC_STATUSES, so no list, search or anonymous details answer shows it before an
 * administrator approves it (the seller finds it under My Items > Submitted). The form's Status
 * (spec: Submitted, or SoldOut for quantity 0) is not stored: approving applies the status the
 * quantity gives (productStatusFor: quantity 0 -> SoldOut), so a sold-out submission is never
 * public unreviewed.
 */
const PENDING: ProductStatus = 'Submitted';

/** The sell queue: a user's submission, and the back-office list, detail, approve and ignore. */
export async function waitingListRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const admin = { preHandler: adminOnly };

  app.post(apiPath(ENDPOINTS.waitingList.add), async (request) => {
    const user = await requireUser(request);
    const form = await readForm(request);
    assertOwnUserId(form.fields.UserID, user);
    const fields = parseWith(sellSchema, form.fields);
    const files = filesOf(form, 'images', 'image', 'Image');
    if (files.length === 0) throw new HttpError(400, 'Add at least one image');
    if (files.length > LIMITS.uploadMaxFiles) throw new HttpError(413, 'Too many files');
    await withStoredImages(files, app.storage, (images) =>
      db.transaction(async (tx) => {
        const [product] = await tx
          .insert(products)
          .values({
            UserID: user.UserID,
            Status: PENDING,
            Name: fields.ProductName,
            Description: fields.description,
            Price: 0,
            Quantity: fields.quantity,
            images,
            OfferPrice: 0,
            BrandID: fields.BrandID,
            CategoireID: fields.CategoireID,
            Color_ID: fields.ColorID,
            SexID: fields.SexID,
          })
          .returning({ id: products.ProductID });
        await tx.insert(waitingList).values({ ProductID: product!.id, UserID: user.UserID });
      }),
    );
    return { status: 'success', message: 'Your item was submitted for review!' };
  });

  app.get(apiPath(ENDPOINTS.waitingList.list), admin, async () => queueEntries(db));

  app.get(apiPath(ENDPOINTS.waitingList.details), admin, async (request) => {
    const { QueueID } = parseWith(queueIdSchema, request.query);
    const entries = await queueEntries(db, QueueID);
    if (entries.length === 0) throw new HttpError(404, NO_ENTRY(QueueID));
    return entries;
  });

  /** Removes the entry and updates its product in one transaction; 404 when already handled. */
  async function settle(
    queueId: number,
    change: (quantity: number, offer: number) => Partial<typeof products.$inferInsert>,
  ) {
    await db.transaction(async (tx) => {
      const [entry] = await tx
        .delete(waitingList)
        .where(eq(waitingList.QueueID, queueId))
        .returning();
      if (!entry) throw new HttpError(404, NO_ENTRY(queueId));
      const [product] = await tx
        .select({ quantity: products.Quantity, offer: products.OfferPrice })
        .from(products)
        .where(eq(products.ProductID, entry.ProductID));
      if (!product) throw new HttpError(404, NO_ENTRY(queueId));
      await tx
        .update(products)
        .set(change(product.quantity, product.offer))
        .where(eq(products.ProductID, entry.ProductID));
    });
  }

  app.post(apiPath(ENDPOINTS.waitingList.approve), admin, async (request) => {
    const { QueueID, UserPrice } = parseWith(approveQueueSchema, await readFields(request));
    await settle(QueueID, (quantity, offer) => ({
      Price: Math.round(UserPrice * 100) / 100,
      Status: productStatusFor(quantity, offer),
      listedAt: new Date(),
    }));
    return { status: 'success', message: SUCCESS.orderApproved };
  });

  app.post(apiPath(ENDPOINTS.waitingList.ignore), admin, async (request) => {
    const { QueueID } = parseWith(queueIdSchema, await readFields(request));
    await settle(QueueID, () => ({ Status: 'Archived' }));
    return { status: 'success', message: SUCCESS.orderIgnored };
  });
}
