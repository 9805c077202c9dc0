import crypto from 'node:crypto';
import {
  conditionLabel,
  PUBLIC_STATUSES,
  type Language,
  type Product,
  type ProductStatus,
} from '../../contracts';
import type { Database } from '../../db/database';
import type { Lookups } from '../../db/lookup-cache';
import { products } from '../../db/schema';
import { COUNT_CAP, pageTotal } from '../page-total';
import { productLink, type ProductRow } from './product-rows';

/**
 * Hot product reads in plain SQL on the products table alone (the brand, category, colour and
 * gender names come from the in-memory LookupCache), as named prepared statements on PostgreSQL.
 */

/** Literal, not parameters: the partial indexes `products_public_*` carry exactly this predicate. */
export const PUBLIC_SQL = `status IN (${PUBLIC_STATUSES.map((s) => `'${s}'`).join(', ')})`;
if (PUBLIC_SQL !== `status IN ('Available', 'OnSale', 'SoldOut')`) {
  throw new Error('PUBLIC_STATUSES changed: update the partial indexes of products (schema) too');
}

const COLUMNS = `p.id AS "ProductID", p.user_id AS "UserID", p.status AS "Status", p.name AS "Name",
  p.name_ar AS "NameAr", p.description AS "Description", p.listed_at AS "listedAt", p.price::float8 AS "Price",
  p.quantity AS "Quantity", p.images, p.offer_price::float8 AS "OfferPrice", p.brand_id AS "BrandID",
  p.category_id AS "CategoireID", p.color_id AS "Color_ID", p.sex_id AS "SexID",
  p.condition_id AS "ConditionID"`;

/** The names attached from the lookup cache. */
type LookedUp =
  | 'BrandName'
  | 'CategoryName'
  | 'ColorName'
  | 'SexName'
  | 'BrandNameAr'
  | 'CategoryNameAr'
  | 'ColorNameAr'
  | 'SexNameAr';
type RawRow = Omit<ProductRow, LookedUp>;

/** A statement name that identifies the SQL text (prepared once per connection). */
export const statementName = (text: string) =>
  `q_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/** Attaches the brand, category, colour and gender names (and Arabic names) from the lookup cache. */
export async function withNames(database: Database, rows: RawRow[]): Promise<ProductRow[]> {
  if (rows.length === 0) return [];
  const { brands, categories, colours, genders } = await database.lookups.get();
  return rows.map((row) => {
    const brand = brands.byId.get(row.BrandID);
    const category = categories.byId.get(row.CategoireID);
    const colour = row.Color_ID === null ? undefined : colours.byId.get(row.Color_ID);
    const gender = genders.byId.get(row.SexID);
    return {
      ...row,
      BrandName: brand?.name ?? null,
      CategoryName: category?.name ?? null,
      ColorName: colour?.name ?? null,
      SexName: gender?.name ?? null,
      BrandNameAr: brand?.nameAr ?? null,
      CategoryNameAr: category?.nameAr ?? null,
      ColorNameAr: colour?.nameAr ?? null,
      SexNameAr: gender?.nameAr ?? null,
    };
  });
}

/**
 * The columns of a list answer, in this order (read with rowMode 'array', see toListProduct).
 * PostgreSQL formats ProductionYear exactly like Date#toISOString (UTC, milliseconds truncated)
 * and joins Image, so Node parses no timestamps or arrays for a page of 48 rows.
 */
const LIST_COLUMNS = `p.id, p.user_id, p.status, p.name, p.description,
  to_char(p.listed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  p.price::float8, p.quantity, p.offer_price::float8, p.brand_id, p.category_id, p.color_id,
  p.sex_id, array_to_string(p.images, ','), p.condition_id, p.name_ar`;

type ListRow = [
  ProductID: number,
  UserID: number | null,
  Status: string,
  Name: string,
  Description: string,
  ProductionYear: string,
  Price: number,
  Quantity: number,
  OfferPrice: number,
  BrandID: number,
  CategoireID: number,
  Color_ID: number | null,
  SexID: number,
  Image: string,
  ConditionID: number | null,
  NameAr: string | null,
];

/**
 * One list row as the lists answer it: toProduct's fields (product-rows), its names in
 * `language`. An English row carries no Arabic names, so an English page is smaller and its JSON
 * stays one byte per character (cheaper to encode and compress).
 */
function toListProduct(row: ListRow, lookups: Lookups, language: Language): Product {
  const [id, userId, status, name, description, listedAt, price, quantity, offer] = row;
  const [, , , , , , , , , brandId, categoryId, colourId, genderId, image, condition, nameAr] = row;
  const brand = lookups.brands.byId.get(brandId);
  const category = lookups.categories.byId.get(categoryId);
  const colour = colourId === null ? undefined : lookups.colours.byId.get(colourId);
  const gender = lookups.genders.byId.get(genderId);
  const product: Product = {
    ProductID: id,
    UserID: userId ?? null,
    Status: (status ?? 'Available') as ProductStatus,
    Name: name ?? '',
    Description: description ?? '',
    ProductionYear: listedAt,
    Price: Number(price ?? 0),
    Quantity: Number(quantity ?? 0),
    OfferPrice: Number(offer ?? 0),
    BrandID: brandId ?? 0,
    CategoireID: categoryId ?? 0,
    Color_ID: colourId ?? 0,
    ColorID: colourId ?? 0,
    SexID: genderId ?? 0,
    ConditionID: condition ?? null,
    Condition: conditionLabel(condition),
    BrandName: brand?.name ?? '',
    CategoryName: category?.name ?? '',
    ColorName: colour?.name ?? '',
    SexName: gender?.name ?? '',
    Image: image ?? '',
    link: productLink(id),
  };
  if (language === 'en') return product;
  product.NameAr = nameAr ?? null;
  product.BrandNameAr = brand?.nameAr ?? null;
  product.CategoryNameAr = category?.nameAr ?? null;
  product.ColorNameAr = colour?.nameAr ?? null;
  product.SexNameAr = gender?.nameAr ?? null;
  return product;
}

/**
 * A page of products matching `where` (SQL on the products table, unqualified columns, $1..$n),
 * newest first, as the lists answer them. The first page is a prepared `ORDER BY id DESC LIMIT n`
 * (an index scan that stops after n rows); deeper pages are a deferred join: OFFSET over the ids
 * only (an index-only scan of a narrow index), then the page's rows by primary key.
 */
export async function productPage(
  database: Database,
  where: string,
  params: unknown[],
  limit: number,
  offset: number,
  language: Language,
): Promise<Product[]> {
  const filter = where ? `WHERE ${where}` : '';
  const size = Math.trunc(limit);
  const skip = Math.trunc(offset);
  const text =
    skip === 0
      ? `SELECT ${LIST_COLUMNS} FROM products p ${filter} ORDER BY p.id DESC LIMIT ${size}`
      : `SELECT ${LIST_COLUMNS}
      FROM (SELECT id FROM products ${filter} ORDER BY id DESC LIMIT ${size} OFFSET ${skip}) page
      JOIN products p ON p.id = page.id ORDER BY p.id DESC`;
  // Plain SQL: `where` is list-filters' SQL text, and the text names the prepared statement.
  // Deep pages are rarely repeated with the same offset: not worth a prepared statement each.
  const rows = await database.readArrays<ListRow>(
    skip === 0 ? statementName(text) : '',
    text,
    params,
  );
  if (rows.length === 0) return [];
  const lookups = await database.lookups.get();
  return rows.map((row) => toListProduct(row, lookups, language));
}

/** ORDER BY of the ids (`columns` are what it reads) and of the page's rows (on `page.`). */
export interface SortSql {
  columns: string;
  order: string;
  outer: string;
}

/**
 * A page of products matching `where` in `sort.order` (its `columns` are what it reads), as the
 * lists answer them: the page's ids first, ordered and limited (with the covering index
 * products_public_paid_price an index-only scan that filters in the index), then their rows by
 * primary key. `name`: '' runs it unnamed (planned for its values), else a prepared statement.
 */
export async function sortedProductPage(
  database: Database,
  where: string,
  params: unknown[],
  sort: SortSql,
  limit: number,
  offset: number,
  language: Language,
  name?: string,
): Promise<Product[]> {
  const filter = where ? `WHERE ${where}` : '';
  const text = `SELECT ${LIST_COLUMNS}
    FROM (SELECT id, ${sort.columns} FROM products ${filter}
          ORDER BY ${sort.order} LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}) page
    JOIN products p ON p.id = page.id ORDER BY ${sort.outer}`;
  // Plain SQL: `where` and `sort` are list-filters' SQL text, and the text names the statement.
  const rows = await database.readArrays<ListRow>(
    name ?? (offset === 0 ? statementName(text) : ''),
    text,
    params,
  );
  if (rows.length === 0) return [];
  const lookups = await database.lookups.get();
  return rows.map((row) => toListProduct(row, lookups, language));
}

/**
 * A page of the products matching `where` and one of `tiers`, tier by tier (best first), newest
 * first within a tier; a row is in one tier only (each excludes the ones before). Each tier reads
 * at most the ids up to the page's end, newest first: for a common word a backward walk of the
 * public ids that stops there, for a rare one its trigram index, whichever PostgreSQL plans for
 * the values (unnamed). Sorting every match by rank would read all of them (100k+ at 1M). A tier
 * runs only when the ones before it hold fewer ids than the page's end (a one-time filter): a
 * later tier that matches nothing would otherwise walk every public id in vain.
 */
export async function rankedProductPage(
  database: Database,
  where: string,
  tiers: string[],
  params: unknown[],
  limit: number,
  offset: number,
  language: Language,
): Promise<Product[]> {
  const size = Math.trunc(limit);
  const skip = Math.trunc(offset);
  const scope = where ? `${where} AND ` : '';
  const ctes = tiers.map((tier, rank) => {
    const before = tiers.slice(0, rank).map((_, k) => `(SELECT count(*) FROM tier${k})`);
    const needed = before.length ? `${before.join(' + ')} < ${size + skip} AND ` : '';
    return `tier${rank} AS (SELECT id, ${rank} AS rank FROM products WHERE ${needed}${scope}${tier}
        ORDER BY id DESC LIMIT ${size + skip})`;
  });
  const union = tiers.map((_, rank) => `SELECT id, rank FROM tier${rank}`).join(' UNION ALL ');
  const text = `WITH ${ctes.join(',\n    ')}
    SELECT ${LIST_COLUMNS}
    FROM (SELECT id, rank FROM (${union}) tiers ORDER BY rank, id DESC LIMIT ${size} OFFSET ${skip}) page
    JOIN products p ON p.id = page.id ORDER BY page.rank, page.id DESC`;
  // Plain SQL: `where` and `tiers` are SQL text of the search (keyed patterns, PUBLIC_SQL).
  const rows = await database.readArrays<ListRow>('', text, params);
  if (rows.length === 0) return [];
  const lookups = await database.lookups.get();
  return rows.map((row) => toListProduct(row, lookups, language));
}

const BY_IDS = `SELECT ${COLUMNS} FROM products p WHERE p.id = ANY($1::int[])`;

interface Waiting {
  resolve: (row: RawRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Batch reads in flight per database. Ids asked for while they run wait for the next batch, so
 * under load a batch holds what many requests asked for instead of each turn sending its own.
 */
const MAX_READS_IN_FLIGHT = 2;

interface Loader {
  /** The ids asked for since the last batch was sent. */
  next: Map<number, Waiting[]>;
  inFlight: number;
  scheduled: boolean;
}

const loaders = new WeakMap<Database, Loader>();

function loaderOf(database: Database): Loader {
  let loader = loaders.get(database);
  if (!loader) {
    loader = { next: new Map(), inFlight: 0, scheduled: false };
    loaders.set(database, loader);
  }
  return loader;
}

/** Sends the waiting ids after this turn of the event loop, when a read slot is free. */
function schedule(database: Database, loader: Loader) {
  if (loader.scheduled || loader.inFlight >= MAX_READS_IN_FLIGHT || loader.next.size === 0) return;
  loader.scheduled = true;
  setImmediate(() => {
    loader.scheduled = false;
    void readBatch(database, loader);
  });
}

/** Reads the rows of every waiting id in one statement. */
async function readBatch(database: Database, loader: Loader) {
  const batch = loader.next;
  loader.next = new Map();
  loader.inFlight += 1;
  try {
    // Plain SQL: Database.read names it on PostgreSQL only, drizzle's prepare() names it always.
    const rows = await database.read<RawRow>('products_by_ids', BY_IDS, [[...batch.keys()]]);
    const byId = new Map(rows.map((row) => [row.ProductID, row]));
    for (const [id, waiting] of batch) for (const { resolve } of waiting) resolve(byId.get(id));
  } catch (error) {
    for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
  } finally {
    loader.inFlight -= 1;
    schedule(database, loader);
  }
}

/**
 * One product's row. The ids asked for while the event loop handles one round of input are read
 * together (DataLoader's batching), and at most MAX_READS_IN_FLIGHT such reads run at once: under
 * load, many product pages cost one database round trip instead of one each; an id asked alone is
 * read right after that round.
 */
export async function productById(database: Database, id: number): Promise<ProductRow | undefined> {
  const loader = loaderOf(database);
  const row = await new Promise<RawRow | undefined>((resolve, reject) => {
    const waiting = loader.next.get(id);
    if (waiting) waiting.push({ resolve, reject });
    else loader.next.set(id, [{ resolve, reject }]);
    schedule(database, loader);
  });
  return row && (await withNames(database, [row]))[0];
}

/**
 * `total` of the back-office product page: `where` is productPage's (SQL on the products table
 * with $1..$n), so a search is counted in SQL too, up to COUNT_CAP + 1.
 */
export async function productPageTotal(
  database: Database,
  where: string,
  params: unknown[],
): Promise<number> {
  if (!where) return pageTotal(database, 'products', products, undefined, undefined);
  // Plain SQL: `where` is productPage's SQL text with its $1..$n.
  const text = `SELECT count(*)::int AS n FROM (SELECT 1 FROM products WHERE ${where} LIMIT ${COUNT_CAP + 1}) matches`;
  const { rows } = await database.pool.query<{ n: number }>(text, params);
  return rows[0]?.n ?? 0;
}
