import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ADMIN_TEXT,
  ENDPOINTS,
  deleteProductSchema,
  imagesOf,
  PAGE_SIZES,
  pageQuerySchemaOf,
  productFormSchema,
  productStatusFor,
  type AdminProduct,
  type ProductStatus,
} from '../../contracts';
import { orderDetails, products, users } from '../../db/schema';
import { requireAdmin } from '../../auth/session';
import type { Db } from '../../db/database';
import { insertWithId } from '../../db/insert-with-id';
import { queueFavouriteAlerts, snapshotProducts } from '../../mail/alerts';
import { mailSite } from '../../mail/outbox';
import { HttpError } from '../../http-errors';
import { withStoredImage } from '../../uploads/store-image';
import {
  addedResponse,
  errorsOf,
  lastIdResponse,
  productPageResponse,
  successResponse,
} from '../responses';
import { apiPath } from '../paths';
import {
  adminOnly,
  BACK_OFFICE,
  FORM_TYPES,
  formBody,
  typedRoutes,
  uploadsOf,
} from '../route-schemas';
import { containsPattern, searchKeys } from './search';
import { productPage, productPageTotal } from './product-queries';

const pageQuerySchema = pageQuerySchemaOf(PAGE_SIZES.products);

/**
 * The status a saved product form gives: what its quantity and offer give (quantity 0: SoldOut;
 * an offer: OnSale; else Available), as the form computes it. Two states are not the form's to change: a product waiting in the sell queue
 * stays Submitted until the queue approves it, and an Archived product stays Archived while the
 * form sends it back as Archived. A client's Status is never taken otherwise.
 */
function statusAfterSave(
  stored: ProductStatus | undefined,
  sent: string,
  quantity: number,
  offerPercent: number,
): ProductStatus {
  if (stored === 'Submitted') return 'Submitted';
  if (stored === 'Archived' && sent === 'Archived') return 'Archived';
  return productStatusFor(quantity, offerPercent);
}

/** Back-office products: page, last id, add, update, delete (RoleID 1 only). */
export async function productAdminRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);
  const options = { preValidation: adminOnly };
  /** The session of RoleID 1 is checked first, then the fields are read and validated. */
  const form = { preValidation: [adminOnly, formBody] };

  api.get(
    apiPath(ENDPOINTS.products.page),
    {
      ...options,
      schema: {
        ...BACK_OFFICE,
        tags: [...BACK_OFFICE.tags, 'products'],
        summary: 'A page of every product (any status), searched by id or name',
        querystring: pageQuerySchema,
        response: { 200: productPageResponse, ...errorsOf(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const text = query.search.trim();
      const numeric = /^\d{1,9}$/.test(text);
      // search_name: the search key of name and Arabic name, served by its trigram index; the
      // pattern's key is a parameter (a generic plan would call search_key per row).
      const [pattern] = text ? await searchKeys(app.database, [containsPattern(text)]) : [];
      const where = !text
        ? ''
        : numeric
          ? '(id = $1 OR search_name LIKE $2)'
          : 'search_name LIKE $1';
      const params = !text ? [] : numeric ? [Number(text), pattern] : [pattern];
      const offset = (query.page - 1) * query.limit;
      const [rows, total] = await Promise.all([
        // The back-office edits both names: its rows carry the Arabic ones too.
        productPage(app.database, where, params, query.limit, offset, 'ar'),
        productPageTotal(app.database, where, params),
      ]);
      // The back-office reads Image as a list of URLs; the storefront lists keep the string.
      const data: AdminProduct[] = rows.map((row) => ({ ...row, Image: imagesOf(row) }));
      return { data, total };
    },
  );

  api.get(
    apiPath(ENDPOINTS.products.lastId),
    {
      ...options,
      schema: {
        ...BACK_OFFICE,
        tags: [...BACK_OFFICE.tags, 'products'],
        summary: 'The largest product id',
        response: { 200: lastIdResponse, ...errorsOf(401, 403) },
      },
    },
    async () => {
      const [row] = await db
        .select({ LastID: sql<number>`COALESCE(MAX(${products.ProductID}), 0)::int` })
        .from(products);
      return { LastID: row?.LastID ?? 0 };
    },
  );

  /** The validated product form of a call as column values, and its image (the first only). */
  function readProductForm(request: FastifyRequest, fields: z.output<typeof productFormSchema>) {
    const colourId = fields.Color_ID ?? fields.ColorID;
    if (!colourId) throw new HttpError(400, 'Color is required');
    const [file] = uploadsOf(request, 'Image', 'image', 'images');
    const values = {
      Name: fields.Name,
      // Left out of an update when not sent: the stored Arabic name stays (null clears it).
      ...(fields.NameAr !== undefined && { NameAr: fields.NameAr }),
      Description: fields.Description,
      Price: fields.Price,
      Quantity: fields.Quantity,
      OfferPrice: fields.OfferPrice,
      BrandID: fields.BrandID,
      CategoireID: fields.CategoireID,
      Color_ID: colourId,
      SexID: fields.SexID,
      // Left out of an update when not sent: the stored condition stays.
      ...(fields.ConditionID !== undefined && { ConditionID: fields.ConditionID }),
    };
    const statusFor = (stored?: ProductStatus) =>
      statusAfterSave(stored, fields.Status, fields.Quantity, fields.OfferPrice);
    return { fields, values, statusFor, file };
  }

  const productForm = {
    ...BACK_OFFICE,
    tags: [...BACK_OFFICE.tags, 'products'],
    description: `${BACK_OFFICE.description} The status follows from Quantity and OfferPrice (a sent Status is not taken). NameAr left out keeps the Arabic name; sent blank, it clears it. Multipart calls may carry the image file as Image (or image, images[]).`,
    consumes: FORM_TYPES,
    body: productFormSchema,
  };

  api.post(
    apiPath(ENDPOINTS.products.add),
    {
      ...form,
      schema: {
        ...productForm,
        summary: 'Adds a product (with the ProductID asked for when it is free)',
        response: { 200: addedResponse('ProductID'), ...errorsOf(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { fields, values, statusFor, file } = readProductForm(request, request.body);
      let owner = admin.UserID;
      if (fields.UserID) {
        const [found] = await db
          .select({ id: users.UserID })
          .from(users)
          .where(eq(users.UserID, fields.UserID));
        if (found) owner = found.id;
      }
      const ProductID = await withStoredImage(file, app.storage, async (image) => {
        const row = { ...values, Status: statusFor(), UserID: owner, images: image ? [image] : [] };
        return insertWithId(db, products, products.ProductID, row, fields.ProductID);
      });
      return { status: 'success' as const, message: ADMIN_TEXT.product.added, ProductID };
    },
  );

  api.post(
    apiPath(ENDPOINTS.products.update),
    {
      ...form,
      schema: {
        ...productForm,
        summary: 'Changes a product (and replaces its image when one is sent)',
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const { fields, values, statusFor, file } = readProductForm(request, request.body);
      const id = fields.ProductID;
      if (!id) throw new HttpError(400, 'ProductID is required');
      await withStoredImage(file, app.storage, (image) =>
        db.transaction(async (tx) => {
          // The row locked, its price and stock kept to compare after the change.
          const before = await snapshotProducts(tx as unknown as Db, [id]);
          const [stored] = before;
          if (!stored) throw new HttpError(404, `No product with id ${id}`);
          const Status = statusFor(stored.status as ProductStatus);
          await tx
            .update(products)
            .set({ ...values, Status, ...(image && { images: [image] }) })
            .where(eq(products.ProductID, id));
          // Favourites' price-drop and back-in-stock mails, committed with the change.
          await queueFavouriteAlerts(tx as unknown as Db, mailSite(app.config, request), before);
        }),
      );
      return { status: 'success' as const, message: ADMIN_TEXT.product.updated };
    },
  );

  api.post(
    apiPath(ENDPOINTS.products.delete),
    {
      ...form,
      schema: {
        ...BACK_OFFICE,
        tags: [...BACK_OFFICE.tags, 'products'],
        summary: 'Deletes a product that no order holds',
        consumes: FORM_TYPES,
        body: deleteProductSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { ProductID } = request.body;
      const [product] = await db
        .select({ name: products.Name })
        .from(products)
        .where(eq(products.ProductID, ProductID));
      if (!product) throw new HttpError(404, `No product with id ${ProductID}`);
      const [ordered] = await db
        .select({ n: count() })
        .from(orderDetails)
        .where(eq(orderDetails.ProductID, ProductID));
      if (Number(ordered?.n ?? 0) > 0) {
        throw new HttpError(
          409,
          `The product "${product.name}" is part of an order and cannot be deleted; set its quantity to 0 instead`,
        );
      }
      await db.delete(products).where(eq(products.ProductID, ProductID));
      return { status: 'success' as const, message: ADMIN_TEXT.product.deleted };
    },
  );
}
