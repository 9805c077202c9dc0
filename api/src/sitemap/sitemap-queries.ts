import type { Database } from '../db/database';
import { PUBLIC_SQL } from '../routes/products/product-queries';
import { MAX_URLS_PER_FILE, URLS_PER_PAGE } from './sitemap-xml';

/**
 * The sitemaps' reads. A product is listed exactly when the storefront lists it (PUBLIC_SQL, which
 * the partial indexes `products_public_*` carry), so each read is an index walk.
 */

/**
 * Product ids per product file: file n holds the listed products with ids in
 * ((n - 1) * PRODUCT_IDS_PER_FILE, n * PRODUCT_IDS_PER_FILE], so a product stays in one file for
 * good and each file holds at most MAX_URLS_PER_FILE <url> entries.
 */
export const PRODUCT_IDS_PER_FILE = MAX_URLS_PER_FILE / URLS_PER_PAGE;

/** Rows per read of a product file: keyset pages over the id, so no read grows with the file. */
export const PRODUCT_BATCH = 2_500;

/** Brands and categories in pages.xml, leaving room for / and /Items within one file. */
const MAX_LIST_PAGES = PRODUCT_IDS_PER_FILE - 2;

/** A timestamp as W3C datetime (UTC, seconds), formatted by PostgreSQL: Node parses no dates. */
const w3c = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The numbers of the product files holding at least one listed product: one index probe per file
 * (a loose index scan of products_public_id), not a scan of the products.
 */
const FILE_NUMBERS = `WITH RECURSIVE files(n) AS (
    SELECT (SELECT (min(id) - 1) / ${PRODUCT_IDS_PER_FILE} FROM products WHERE ${PUBLIC_SQL})
    UNION ALL
    SELECT (SELECT (min(id) - 1) / ${PRODUCT_IDS_PER_FILE} FROM products
            WHERE ${PUBLIC_SQL} AND id > (files.n + 1)::bigint * ${PRODUCT_IDS_PER_FILE})
    FROM files WHERE files.n IS NOT NULL
  )
  SELECT (n + 1)::int FROM files WHERE n IS NOT NULL LIMIT ${MAX_URLS_PER_FILE - 1}`;

export async function productFileNumbers(database: Database): Promise<number[]> {
  const rows = await database.readArrays<[number]>('sitemap_files', FILE_NUMBERS);
  return rows.map(([n]) => n);
}

const PRODUCT_ROWS = `SELECT id, ${w3c('listed_at')} FROM products
  WHERE ${PUBLIC_SQL} AND id > $1 AND id <= $2 ORDER BY id LIMIT ${PRODUCT_BATCH}`;

/** A listed product's id and the time it was listed (products keep no time of their last change). */
export type ProductRow = [id: number, listedAt: string];

/** The largest product id (a PostgreSQL integer). */
const MAX_ID = 2 ** 31 - 1;
/** The last product file an id can fall in. */
export const LAST_PRODUCT_FILE = Math.ceil(MAX_ID / PRODUCT_IDS_PER_FILE);

/** The listed products of product file `n` after id `after`, PRODUCT_BATCH at most, by id. */
export function productRows(database: Database, n: number, after: number): Promise<ProductRow[]> {
  const last = Math.min(n * PRODUCT_IDS_PER_FILE, MAX_ID);
  const start = Math.max(after, (n - 1) * PRODUCT_IDS_PER_FILE);
  return database.readArrays<ProductRow>('sitemap_products', PRODUCT_ROWS, [start, last]);
}

/** The newest listed product's listing time: when the home page and the full list last changed. */
const NEWEST = `SELECT ${w3c('listed_at')} FROM products WHERE ${PUBLIC_SQL} ORDER BY id DESC LIMIT 1`;

/**
 * Each brand or category that holds a listed product, with its newest one's listing time; an
 * empty one has no page worth listing. `BETWEEN t.id AND t.id` (not `=`) keeps the column in the
 * ORDER BY, so each row is one probe of products_public_brand / _category: PostgreSQL otherwise
 * walks products_public_id backwards, through every listed product for a brand that has none.
 */
const listPages = (table: string, column: string) => `SELECT t.id, ${w3c('newest.listed_at')}
  FROM ${table} t CROSS JOIN LATERAL (
    SELECT p.listed_at FROM products p WHERE ${PUBLIC_SQL} AND p.${column} BETWEEN t.id AND t.id
    ORDER BY p.${column} DESC, p.id DESC LIMIT 1
  ) newest
  ORDER BY t.id LIMIT $1`;

export type ListPageRow = [id: number, lastmod: string];

export interface ListPages {
  newest?: string;
  brands: ListPageRow[];
  categories: ListPageRow[];
}

export async function listPagesOf(database: Database): Promise<ListPages> {
  const [newest, brands] = await Promise.all([
    database.readArrays<[string]>('sitemap_newest', NEWEST),
    database.readArrays<ListPageRow>('sitemap_brands', listPages('brands', 'brand_id'), [
      MAX_LIST_PAGES,
    ]),
  ]);
  const categories = await database.readArrays<ListPageRow>(
    'sitemap_categories',
    listPages('categories', 'category_id'),
    [MAX_LIST_PAGES - brands.length],
  );
  return { newest: newest[0]?.[0], brands, categories };
}
