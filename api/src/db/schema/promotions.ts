import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** Coupon codes: what they take off, when, how often and on what (amounts in fils). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    headline: text('headline').notNull().default(''),
    /** 'percent' or 'fixed' (PROMOTION_KINDS). */
    kind: text('kind').notNull(),
    percent: integer('percent'),
    maxDiscountFils: integer('max_discount_fils'),
    amountFils: integer('amount_fils'),
    minSubtotalFils: integer('min_subtotal_fils').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    brandIds: integer('brand_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    /** Placed orders holding a use; a cancelled order gives its use back. */
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotions_code').on(sql`upper(${t.code})`)],
);

/** The use an order made of a code: counted once, given back (released) when it is cancelled. */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    OrderID: integer('order_id')
      .primaryKey()
      .references(() => orders.OrderID, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    discountFils: integer('discount_fils').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('promotion_uses_customer').on(t.promotionId, t.userId)],
);
