import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ENDPOINTS,
  LIMITS,
  MAX_ROW_ID,
  PUBLIC_STATUSES,
  parseIdList,
  productDetailsQuerySchema,
  productListQuerySchema,
} from '../../contracts';
import { apiPath } from '../paths';
import { products } from '../../db/schema';
import { currentUser, requireUser } from '../../auth/session';
import { HttpError } from '../../plugins/errors';
import { responseCached } from '../../plugins/response-cache';
import { errorsOf, productDetailsResponse, productListResponse } from '../responses';
import { SIGNED_IN, typedRoutes } from '../route-schemas';
import { selectProducts, toProduct, toProductDetails } from './product-rows';
import { PUBLIC_SQL, productById, productPage } from './product-queries';

const NEW_ARRIVALS = 12;
const ITEM_NOT_FOUND = 'Item not found';

/** Storefront reads of products: new arrivals, the filtered list, one product, archived items. */
export async function productStorefrontRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);

  /** The home page's new arrivals, from the response cache like the list's first pages. */
  api.get(
    apiPath(ENDPOINTS.products.newArrivals),
    {
      schema: {
        tags: ['products'],
        summary: `The ${NEW_ARRIVALS} newest public products`,
        response: { 200: productListResponse },
      },
    },
    async (request, reply) =>
      responseCached(request, reply, 'new-arrivals', () =>
        productPage(app.database, PUBLIC_SQL, [], NEW_ARRIVALS, 0),
      ),
  );

  /**
   * The public list: its first pages are answered from the response cache (key: the normalised
   * filters and page size), which every write on this instance clears; My Items (UserID) and
   * deeper pages always read the database.
   */
  api.get(
    apiPath(ENDPOINTS.products.list),
    {
      schema: {
        tags: ['products'],
        summary: 'Public products, newest first, filtered by category, brand, gender or ids',
        description:
          "With UserID: that seller's items (their own non-public ones too, for the seller's session).",
        querystring: productListQuerySchema,
        response: { 200: productListResponse, ...errorsOf(400) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const filters: string[] = [];
      const params: unknown[] = [];
      const keyParts: string[] = [];
      const lists = [
        ['category_id', query.category],
        ['brand_id', query.brand],
        ['sex_id', query.sex],
        ['id', query.ids],
      ] as const;
      for (const [column, value] of lists) {
        const ids = [...new Set(parseIdList(value).filter((id) => id <= MAX_ROW_ID))];
        if (ids.length === 1) {
          params.push(ids[0]);
          filters.push(`${column} = $${params.length}`);
        } else if (ids.length > 1) {
          params.push(ids);
          filters.push(`${column} = ANY($${params.length}::int[])`);
        }
        keyParts.push(ids.sort((a, b) => a - b).join(','));
      }
      if (query.UserID !== undefined) {
        params.push(query.UserID);
        filters.push(`user_id = $${params.length}`);
        const user = await currentUser(request);
        if (user?.UserID !== query.UserID) filters.push(PUBLIC_SQL);
      } else {
        filters.push(PUBLIC_SQL);
      }
      const read = () =>
        productPage(
          app.database,
          filters.join(' AND '),
          params,
          query.limit,
          (query.page - 1) * query.limit,
        );
      if (query.UserID !== undefined || query.page !== 1) return read();
      return responseCached(request, reply, `list:${query.limit}:${keyParts.join(':')}`, read);
    },
  );

  api.get(
    apiPath(ENDPOINTS.products.details),
    {
      schema: {
        tags: ['products'],
        summary: 'One product',
        description:
          'A product that is not public is found only by its seller and administrators (else 404).',
        querystring: productDetailsQuerySchema,
        response: { 200: productDetailsResponse, ...errorsOf(400, 404) },
      },
    },
    async (request) => {
      const { ProductID } = request.query;
      const row = await productById(app.database, ProductID);
      if (!row) throw new HttpError(404, ITEM_NOT_FOUND);
      const product = toProductDetails(row);
      if (!PUBLIC_STATUSES.includes(product.Status)) {
        const user = await currentUser(request);
        const allowed =
          user && (user.RoleID === LIMITS.adminRoleId || user.UserID === product.UserID);
        if (!allowed) throw new HttpError(404, ITEM_NOT_FOUND);
      }
      return product;
    },
  );

  /** The session user's archived items (an administrator sees every archived item). */
  api.get(
    apiPath(ENDPOINTS.products.archived),
    {
      schema: {
        ...SIGNED_IN,
        tags: ['products'],
        summary: "The session user's archived items (an administrator's: every one)",
        response: { 200: productListResponse, ...errorsOf(401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const archived = eq(products.Status, 'Archived');
      const where =
        user.RoleID === LIMITS.adminRoleId
          ? archived
          : and(archived, eq(products.UserID, user.UserID));
      const rows = await selectProducts(db, where).orderBy(desc(products.ProductID)).limit(500);
      return rows.map(toProduct);
    },
  );
}
