import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { brands, categories, colours, genders } from './catalog';
import { users } from './users';

const PUBLIC = sql`status IN ('Available', 'OnSale', 'SoldOut')`;

export const products = pgTable(
  'products',
  {
    ProductID: serial('id').primaryKey(),
    UserID: integer('user_id').references(() => users.UserID),
    Status: text('status').notNull().default('Available'),
    Name: text('name').notNull(),
    /** The name in Arabic script, if any (migration 0009); searched like Name. */
    NameAr: text('name_ar'),
    Description: text('description').notNull().default(''),
    /** When the item was listed; answered as ProductionYear (ISO string). */
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    Price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    Quantity: integer('quantity').notNull().default(0),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    OfferPrice: numeric('offer_price', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    BrandID: integer('brand_id')
      .notNull()
      .references(() => brands.BrandID),
    CategoireID: integer('category_id')
      .notNull()
      .references(() => categories.CategoireID),
    Color_ID: integer('color_id').references(() => colours.Color_ID),
    SexID: integer('sex_id')
      .notNull()
      .references(() => genders.SexID),
    /** CONDITIONS id (1 New with tags ... 5 Good); null while none was declared (migration 0008). */
    ConditionID: smallint('condition_id'),
    /** What the shopper pays (offer applied, rounded to fils): the price sorts and range read it. */
    paidPrice: numeric('paid_price', { precision: 14, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`CASE WHEN offer_price > 0 THEN round(price * (100 - least(offer_price, 100))) / 100 ELSE price END`,
    ),
    /** Breakdown of Price set at approval (migration 0007); null when not approved from the queue. */
    ProductPrice: numeric('product_price', { precision: 14, scale: 2, mode: 'number' }),
    FeesPrice: numeric('fees_price', { precision: 14, scale: 2, mode: 'number' }),
    ShippingPrice: numeric('shipping_price', { precision: 14, scale: 2, mode: 'number' }),
    /**
     * search_key(name, name_ar), stored (search_key: migration 0009, lower() with Arabic variants
     * folded and non-ASCII letters spelled in ASCII for pg_trgm): searches filter it with LIKE on
     * a pattern keyed in the api (searchKeys), and the covering index below holds it.
     */
    searchName: text('search_name').generatedAlwaysAs(
      sql`search_key(name) || coalesce(E'\n' || search_key(name_ar), '')`,
    ),
    /** search_key(name, name_ar, description): the list's `q` filter, through its trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`search_key(name) || coalesce(E'\n' || search_key(name_ar), '') || E'\n' || search_key(description)`,
    ),
  },
  (t) => [
    // Partial-word search (storefront suggestions, back-office search) on search_name.
    index('products_search_name_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('products_status_id').on(t.Status, t.ProductID),
    index('products_user_id').on(t.UserID, t.ProductID),
    index('products_brand_id').on(t.BrandID, t.ProductID),
    index('products_category_id').on(t.CategoireID, t.ProductID),
    index('products_sex_id').on(t.SexID, t.ProductID),
    index('products_color_id').on(t.Color_ID),
    // Storefront lists: public items only, newest first, optionally by category, brand, gender
    // or category + gender (the menu's links). Plain ascending (id) so a backward scan matches
    // ORDER BY id DESC; the predicate must stay the literal PUBLIC_STATUSES list that the queries
    // use (routes/products/product-queries.ts), or PostgreSQL cannot use them.
    index('products_public_id').on(t.ProductID).where(PUBLIC),
    index('products_public_category').on(t.CategoireID, t.ProductID).where(PUBLIC),
    index('products_public_brand').on(t.BrandID, t.ProductID).where(PUBLIC),
    index('products_public_sex').on(t.SexID, t.ProductID).where(PUBLIC),
    index('products_public_category_sex').on(t.CategoireID, t.SexID, t.ProductID).where(PUBLIC),
    // Search suggestions walk the newest public ids backwards and test search_name from the index
    // alone (an index-only scan), stopping at the first SEARCH_CANDIDATES matches.
    index('products_public_id_search').on(t.ProductID, t.searchName).where(PUBLIC),
    // The list's filters, sorts and facet counts (migration 0008, which adds their INCLUDE
    // columns and the trigger-kept product_facet_counts table); see docs/performance.md.
    check('products_condition_id_check', sql`${t.ConditionID} BETWEEN 1 AND 5`),
    index('products_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_public_paid_price').on(t.paidPrice, t.ProductID).where(PUBLIC),
    index('products_public_id_filters').on(t.ProductID).where(PUBLIC),
    index('products_public_condition').on(t.ConditionID, t.ProductID).where(PUBLIC),
    index('products_public_offer').on(t.OfferPrice, t.ProductID).where(PUBLIC),
    index('products_public_category_price')
      .on(t.CategoireID, t.paidPrice, t.ProductID)
      .where(PUBLIC),
    index('products_public_brand_price').on(t.BrandID, t.paidPrice, t.ProductID).where(PUBLIC),
  ],
);

/**
 * Exact row counts kept by triggers (migration 0003), so admin pages answer `total` in O(1):
 * 'products', 'users_active', 'brands', 'categories', 'colors', 'sexes'.
 */
export const rowCounts = pgTable('row_counts', {
  name: text('name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/** Sell submissions waiting for the back-office (one entry per submitted product). */
export const sellQueue = pgTable(
  'waiting_list',
  {
    QueueID: serial('id').primaryKey(),
    ProductID: integer('product_id')
      .notNull()
      .references(() => products.ProductID, { onDelete: 'cascade' }),
    UserID: integer('user_id')
      .notNull()
      .references(() => users.UserID),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('waiting_list_product').on(t.ProductID)],
);
