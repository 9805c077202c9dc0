import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ENDPOINTS,
  LIMITS,
  PUBLIC_STATUSES,
  type ProductDetails,
  productDetailsQuerySchema,
  productFacetsQuerySchema,
  productListQuerySchema,
} from '../../contracts';
import { apiPath } from '../paths';
import { products } from '../../db/schema';
import { currentUser, requireUser } from '../../auth/session';
import { HttpError } from '../../http-errors';
import { namesLanguage } from '../../i18n/request-language';
import { responseCached } from '../../plugins/response-cache';
import {
  errorsOf,
  facetCountsResponse,
  productDetailsResponse,
  productListResponse,
} from '../responses';
import { SIGNED_IN, typedRoutes } from '../route-schemas';
import { selectProducts, toProduct, toProductDetails } from './product-rows';
import { PUBLIC_SQL, productById, productPage } from './product-queries';
import { checkPriceRange, facetCounts, filtersKey, idsOf, listPage } from './list-filters';

const NEW_ARRIVALS = 12;
const ITEM_NOT_FOUND = 'Item not found';

/** A product read for the details answer is not public: its answer depends on who asks. */
class NotPublic extends Error {
  constructor(readonly product: ProductDetails) {
    super('not public');
  }
}

/** Storefront reads of products: new arrivals, the filtered list, one product, archived items. */
export async function productStorefrontRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);

  /** One public product's answer; NotPublic (with the product) for one shoppers may not see. */
  const publicDetails = async (id: number): Promise<ProductDetails> => {
    const row = await productById(app.database, id);
    if (!row) throw new HttpError(404, ITEM_NOT_FOUND);
    const product = toProductDetails(row);
    if (!PUBLIC_STATUSES.includes(product.Status)) throw new NotPublic(product);
    return product;
  };

  /** The home page's new arrivals, from the response cache like the list's first pages. */
  api.get(
    apiPath(ENDPOINTS.products.newArrivals),
    {
      schema: {
        tags: ['products'],
        summary: `The ${NEW_ARRIVALS} newest public products`,
        description: "Names in the request's language, as Products/getproduct.php answers them.",
        response: { 200: productListResponse },
      },
    },
    async (request, reply) => {
      const language = namesLanguage(request, reply);
      return responseCached(request, reply, `new-arrivals:${language}`, () =>
        productPage(app.database, PUBLIC_SQL, [], NEW_ARRIVALS, 0, language),
      );
    },
  );

  /**
   * The public list: its first pages are answered from the response cache (key: the names'
   * language, the normalised filters and page size), which every write on this instance clears;
   * My Items (UserID) and deeper pages always read the database.
   */
  api.get(
    apiPath(ENDPOINTS.products.list),
    {
      schema: {
        tags: ['products'],
        summary:
          'Public products, newest first (or sorted), filtered by category, brand, gender, condition, price range, search text or ids',
        description:
          "With UserID: that seller's items (their own non-public ones too, for the seller's session). `sort`: newest (default), price_asc / price_desc (by the price after the offer), discount (largest offer first); ties newest first. `q` matches name, brand or description, best match first unless a sort is given. Names are in the request's language (`lang`, the language cookie, then Accept-Language): Arabic answers add NameAr, BrandNameAr, CategoryNameAr, ColorNameAr and SexNameAr.",
        querystring: productListQuerySchema,
        response: { 200: productListResponse, ...errorsOf(400) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      checkPriceRange(query);
      const own =
        query.UserID !== undefined && (await currentUser(request))?.UserID === query.UserID;
      const language = namesLanguage(request, reply);
      const read = () =>
        listPage(
          app.database,
          query,
          (filter) => {
            if (query.UserID !== undefined) {
              filter.conditions.push(`user_id = ${filter.param(query.UserID)}`);
            }
            // A seller's own items include their non-public ones.
            if (!own) filter.conditions.push(PUBLIC_SQL);
          },
          language,
        );
      if (query.UserID !== undefined || query.page !== 1) return read();
      const key = `list:${language}:${query.limit}:${idsOf(query.ids).join(',')}:${query.sort ?? 'newest'}:${filtersKey(query)}`;
      return responseCached(request, reply, key, read);
    },
  );

  /** How many public products each filter option holds, for the list's filters (cached like it). */
  api.get(
    apiPath(ENDPOINTS.products.facets),
    {
      schema: {
        tags: ['products'],
        summary: 'Counts of public products per category, brand, gender and condition',
        description:
          "Each option's count applies every other group's filters (its own group's selection is left out), the price range and the search text; `total` matches them all.",
        querystring: productFacetsQuerySchema,
        response: { 200: facetCountsResponse, ...errorsOf(400) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      checkPriceRange(query);
      return responseCached(request, reply, `facets:${filtersKey(query)}`, () =>
        facetCounts(app.database, query),
      );
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
    async (request, reply) => {
      const { ProductID } = request.query;
      // A public product's answer is the same for everyone: kept like the list's first pages
      // (cleared by any write), so a product many shoppers open costs one read per change.
      let product: ProductDetails;
      try {
        return await responseCached(request, reply, `details:${ProductID}`, () =>
          publicDetails(ProductID),
        );
      } catch (error) {
        if (!(error instanceof NotPublic)) throw error;
        product = error.product;
      }
      // Not public: only its seller and administrators find it, and that answer is not kept.
      const user = await currentUser(request);
      const allowed =
        user && (user.RoleID === LIMITS.adminRoleId || user.UserID === product.UserID);
      if (!allowed) throw new HttpError(404, ITEM_NOT_FOUND);
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
