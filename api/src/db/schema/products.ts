import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands, categories, colors, sexes } from './catalog';
import { users } from './users';

export const products = pgTable(
  'products',
  {
    ProductID: serial('id').primaryKey(),
    UserID: integer('user_id').references(() => users.UserID),
    Status: text('status').notNull().default('Available'),
    Name: text('name').notNull(),
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
    Color_ID: integer('color_id').references(() => colors.Color_ID),
    SexID: integer('sex_id')
      .notNull()
      .references(() => sexes.SexID),
  },
  (t) => [
    index('products_name_trgm').using('gin', sql`${t.Name} gin_trgm_ops`),
    index('products_status_id').on(t.Status, t.ProductID),
    index('products_user_id').on(t.UserID, t.ProductID),
    index('products_brand_id').on(t.BrandID, t.ProductID),
    index('products_category_id').on(t.CategoireID, t.ProductID),
    index('products_sex_id').on(t.SexID, t.ProductID),
    index('products_color_id').on(t.Color_ID),
  ],
);

/** Sell submissions waiting for the back-office (one entry per submitted product). */
export const waitingList = pgTable(
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
