import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_SUCCESS,
  ENDPOINTS,
  LIMITS,
  OFFER_LEAVES_NO_PRICE,
  approveQueueSchema,
  productStatusFor,
  queueIdSchema,
  sellSchema,
  unitPrice,
  type ProductStatus,
} from '../../contracts';
import type { Db } from '../../db/database';
import { products, sellQueue } from '../../db/schema';
import { holdSequenceIds } from '../../db/insert-with-id';
import { requireUser } from '../../auth/session';
import { mailSite } from '../../mail/outbox';
import { queueIn } from '../../orders/mails';
import { reviewMails } from '../../orders/seller-mails';
import { HttpError } from '../../http-errors';
import { withStoredImages } from '../../uploads/store-image';
import { errorsOf, queueResponse, successResponse } from '../responses';
import { apiPath } from '../paths';
import {
  adminOnly,
  BACK_OFFICE,
  FORM_TYPES,
  formBody,
  ownUserIdField,
  SIGNED_IN,
  typedRoutes,
  uploadsOf,
  userOnly,
} from '../route-schemas';
import { queueEntries } from './queue-entries';

const NO_ENTRY = (id: number) => `No pending submission with QueueID ${id}`;

/**
 * Status of a product while its submission waits in the queue, whatever its quantity: outside
 * PUBLIC_STATUSES, so no list, search or anonymous details answer shows it before an
 * administrator approves it (the seller finds it under My Items > Submitted). The form's Status
 * (Submitted, or SoldOut for quantity 0) is not stored: approving applies the status the
 * quantity gives (productStatusFor: quantity 0 -> SoldOut), so a sold-out submission is never
 * public unreviewed.
 */
const PENDING: ProductStatus = 'Submitted';

/** The sell queue: a user's submission, and the back-office list, detail, approve and ignore. */
export async function sellQueueRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);
  const admin = { preValidation: adminOnly };
  /** The session of RoleID 1 is checked first, then the fields are read and validated. */
  const adminForm = { preValidation: [adminOnly, formBody] };

  api.post(
    apiPath(ENDPOINTS.sellQueue.add),
    {
      // The session, then the form; a UserID it sends must be the session's, before validation.
      preValidation: [userOnly, formBody, ownUserIdField],
      schema: {
        ...SIGNED_IN,
        tags: ['sell queue'],
        summary: 'Submits an item for sale (reviewed by an administrator)',
        description: `Multipart with 1 to ${LIMITS.uploadMaxFiles} image files as images[] (or image, Image).`,
        consumes: FORM_TYPES,
        body: sellSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const fields = request.body;
      const files = uploadsOf(request, 'images', 'image', 'Image');
      if (files.length === 0) throw new HttpError(400, 'Add at least one image');
      if (files.length > LIMITS.uploadMaxFiles) throw new HttpError(413, 'Too many files');
      await withStoredImages(files, app.storage, (images) =>
        db.transaction(async (tx) => {
          await holdSequenceIds(tx, products);
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
              ConditionID: fields.ConditionID ?? null,
            })
            .returning({ id: products.ProductID });
          await tx.insert(sellQueue).values({ ProductID: product!.id, UserID: user.UserID });
        }),
      );
      return { status: 'success' as const, message: 'Your item was submitted for review!' };
    },
  );

  api.get(
    apiPath(ENDPOINTS.sellQueue.list),
    {
      ...admin,
      schema: {
        ...BACK_OFFICE,
        tags: [...BACK_OFFICE.tags, 'sell queue'],
        summary: 'The newest 1000 queue entries',
        response: { 200: queueResponse, ...errorsOf(401, 403) },
      },
    },
    async () => queueEntries(db),
  );

  api.get(
    apiPath(ENDPOINTS.sellQueue.details),
    {
      ...admin,
      schema: {
        ...BACK_OFFICE,
        tags: [...BACK_OFFICE.tags, 'sell queue'],
        summary: 'One queue entry',
        querystring: queueIdSchema,
        response: { 200: queueResponse, ...errorsOf(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { QueueID } = request.query;
      const entries = await queueEntries(db, QueueID);
      if (entries.length === 0) throw new HttpError(404, NO_ENTRY(QueueID));
      return entries;
    },
  );

  /**
   * Removes the entry and updates its product in one transaction, with the submitter's mail (on
   * sale, or not accepted); 404 when already handled.
   */
  async function settle(
    queueId: number,
    review: { approved: boolean; site: string },
    change: (quantity: number, offer: number) => Partial<typeof products.$inferInsert>,
  ) {
    await db.transaction(async (tx) => {
      const [entry] = await tx.delete(sellQueue).where(eq(sellQueue.QueueID, queueId)).returning();
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
      const mails = await reviewMails(tx as unknown as Db, {
        sellerId: entry.UserID,
        productId: entry.ProductID,
        approved: review.approved,
      });
      await queueIn(tx as unknown as Db, review.site, mails);
    });
  }

  api.post(
    apiPath(ENDPOINTS.sellQueue.approve),
    {
      ...adminForm,
      schema: {
        ...BACK_OFFICE,
        tags: [...BACK_OFFICE.tags, 'sell queue'],
        summary: 'Publishes a submission at the price given',
        consumes: FORM_TYPES,
        body: approveQueueSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { QueueID, UserPrice, ProductPrice, FeesPrice, ShippingPrice, ConditionID } =
        request.body;
      const cents = (value: number | undefined) =>
        value === undefined ? undefined : Math.round(value * 100) / 100;
      const Price = Math.round(UserPrice * 100) / 100;
      const review = { approved: true, site: mailSite(app.config, request) };
      await settle(QueueID, review, (quantity, offer) => {
        // An offer set on the submission in the Products list applies from the start; refused
        // here (inside settle's transaction, so the entry stays queued) when it leaves 0 to pay.
        if (!(unitPrice({ Price, OfferPrice: offer }) > 0)) {
          throw new HttpError(400, OFFER_LEAVES_NO_PRICE);
        }
        return {
          Price,
          Status: productStatusFor(quantity, offer),
          listedAt: new Date(),
          // The breakdown is optional: a part left out is not stored (undefined keys are not set).
          ProductPrice: cents(ProductPrice),
          FeesPrice: cents(FeesPrice),
          ShippingPrice: cents(ShippingPrice),
          // The administrator's confirmed condition; the declared one stays when none is sent.
          ...(ConditionID !== undefined && { ConditionID }),
        };
      });
      return { status: 'success' as const, message: ADMIN_SUCCESS.orderApproved };
    },
  );

  api.post(
    apiPath(ENDPOINTS.sellQueue.ignore),
    {
      ...adminForm,
      schema: {
        ...BACK_OFFICE,
        tags: [...BACK_OFFICE.tags, 'sell queue'],
        summary: 'Refuses a submission (its item is archived)',
        consumes: FORM_TYPES,
        body: queueIdSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { QueueID } = request.body;
      const review = { approved: false, site: mailSite(app.config, request) };
      await settle(QueueID, review, () => ({ Status: 'Archived' }));
      return { status: 'success' as const, message: ADMIN_SUCCESS.orderIgnored };
    },
  );
}
