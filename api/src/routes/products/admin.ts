import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_TEXT,
  ENDPOINTS,
  deleteProductSchema,
  imagesOf,
  pageQuerySchema,
  productFormSchema,
  productStatusFor,
  type AdminProduct,
  type ProductStatus,
} from '../../contracts';
import { orderDetails, products, users } from '../../db/schema';
import { adminOnly, requireAdmin } from '../../auth/session';
import { HttpError, parseWith } from '../../plugins/errors';
import { filesOf, readForm } from '../../uploads/read-form';
import { storeImage } from '../../uploads/store-image';
import { bumpSequence } from '../catalog/sql-helpers';
import { apiPath } from '../paths';
import { containsPattern } from './search';
import { pageTotal, productPage } from './product-queries';

const KEPT_STATUSES: ProductStatus[] = ['Archived', 'Submitted'];

/** Back-office products: page, last id, add, update, delete (RoleID 1 only). */
export async function productAdminRoutes(app: FastifyInstance) {
  const { db, pool } = app.database;
  const options = { preHandler: adminOnly };

  app.get(apiPath(ENDPOINTS.products.page), options, async (request) => {
    const query = parseWith(pageQuerySchema, request.query);
    const text = query.search.trim();
    const numeric = /^\d{1,9}$/.test(text);
    // search_name = lower(name): the same matches as name ILIKE, served by its trigram index.
    const where = !text
      ? ''
      : numeric
        ? '(id = $1 OR search_name LIKE lower($2))'
        : 'search_name LIKE lower($1)';
    const params = !text
      ? []
      : numeric
        ? [Number(text), containsPattern(text)]
        : [containsPattern(text)];
    const [rows, total] = await Promise.all([
      productPage(app.database, where, params, query.limit, (query.page - 1) * query.limit),
      pageTotal(app.database, 'products', 'products', where, params),
    ]);
    // The back-office reads Image as a list of URLs (spec section 3); lists keep the string.
    const data: AdminProduct[] = rows.map((row) => ({ ...row, Image: imagesOf(row) }));
    return { data, total };
  });

  app.get(apiPath(ENDPOINTS.products.lastId), options, async () => {
    const [row] = await db
      .select({ LastID: sql<number>`COALESCE(MAX(${products.ProductID}), 0)::int` })
      .from(products);
    return { LastID: row?.LastID ?? 0 };
  });

  /** Reads the product form (multipart, only the first image kept) into column values. */
  async function readProductForm(request: Parameters<typeof readForm>[0]) {
    const form = await readForm(request);
    const fields = parseWith(productFormSchema, form.fields);
    const colorId = fields.Color_ID ?? fields.ColorID;
    if (!colorId) throw new HttpError(400, 'Color is required');
    const [file] = filesOf(form, 'Image', 'image', 'images');
    const image = file ? await storeImage(file, app.config.uploadsDir) : undefined;
    const sentStatus = fields.Status as ProductStatus;
    const Status = KEPT_STATUSES.includes(sentStatus)
      ? sentStatus
      : productStatusFor(fields.Quantity, fields.OfferPrice);
    const values = {
      Name: fields.Name,
      Description: fields.Description,
      Price: fields.Price,
      Quantity: fields.Quantity,
      OfferPrice: fields.OfferPrice,
      BrandID: fields.BrandID,
      CategoireID: fields.CategoireID,
      Color_ID: colorId,
      SexID: fields.SexID,
      Status,
    };
    return { fields, values, image };
  }

  app.post(apiPath(ENDPOINTS.products.add), options, async (request) => {
    const admin = await requireAdmin(request);
    const { fields, values, image } = await readProductForm(request);
    let owner = admin.UserID;
    if (fields.UserID && /^\d{1,9}$/.test(fields.UserID.trim())) {
      const [found] = await db
        .select({ id: users.UserID })
        .from(users)
        .where(eq(users.UserID, Number(fields.UserID)));
      if (found) owner = found.id;
    }
    const row = { ...values, UserID: owner, images: image ? [image] : [] };
    let inserted: { id: number }[] = [];
    if (fields.ProductID) {
      inserted = await db
        .insert(products)
        .values({ ...row, ProductID: fields.ProductID })
        .onConflictDoNothing({ target: products.ProductID })
        .returning({ id: products.ProductID });
      await bumpSequence(pool, 'products');
    }
    if (inserted.length === 0) {
      inserted = await db.insert(products).values(row).returning({ id: products.ProductID });
    }
    return { status: 'success', message: ADMIN_TEXT.product.added, ProductID: inserted[0]!.id };
  });

  app.post(apiPath(ENDPOINTS.products.update), options, async (request) => {
    const { fields, values, image } = await readProductForm(request);
    if (!fields.ProductID) throw new HttpError(400, 'ProductID is required');
    const updated = await db
      .update(products)
      .set(image ? { ...values, images: [image] } : values)
      .where(eq(products.ProductID, fields.ProductID))
      .returning({ id: products.ProductID });
    if (updated.length === 0) throw new HttpError(404, `No product with id ${fields.ProductID}`);
    return { status: 'success', message: ADMIN_TEXT.product.updated };
  });

  app.post(apiPath(ENDPOINTS.products.delete), options, async (request) => {
    const { ProductID } = parseWith(deleteProductSchema, request.body);
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
    return { status: 'success', message: ADMIN_TEXT.product.deleted };
  });
}
