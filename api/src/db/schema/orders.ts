import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './products';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    OrderID: serial('id').primaryKey(),
    UserID: integer('user_id')
      .notNull()
      .references(() => users.UserID),
    PhoneNumber: text('phone').notNull(),
    OrderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    Status: text('status').notNull().default('Pending'),
    Address: text('address').notNull(),
    ApartmentNumber: text('apartment').notNull().default(''),
    City: text('city').notNull(),
    State: text('state').notNull(),
    Country: text('country').notNull(),
    Street: text('street').notNull(),
    ZipCode: text('zip').notNull(),
    Notes: text('notes').notNull().default(''),
    /** What the buyer pays (AED): Subtotal - Discount + Shipping, VAT included. */
    Total: numeric('total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    /** The coupon code the Discount came from (capitals); null when none. */
    CouponCode: text('coupon_code'),
    Subtotal: numeric('subtotal', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    Discount: numeric('discount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    Shipping: numeric('shipping', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    /** The tax part of Total, at VatRate. */
    VAT: numeric('vat', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    VatRate: numeric('vat_rate', { precision: 6, scale: 4, mode: 'number' }).notNull().default(0),
    /** 'UAE', 'GCC' or 'WORLD'; null for orders placed before shipping zones. */
    ShippingZone: text('shipping_zone'),
    /** Set when the order is Shipped. */
    Carrier: text('carrier'),
    TrackingNumber: text('tracking_number'),
    /** Set when the order is Delivered: starts the return window and the payout delay. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // Back-office pages (optionally of one status) and My Orders, newest first.
    index('orders_status_id').on(t.Status, t.OrderID),
    index('orders_user_id').on(t.UserID, t.OrderID),
  ],
);

export const orderDetails = pgTable(
  'order_details',
  {
    OrderDetailsID: serial('id').primaryKey(),
    OrderID: integer('order_id')
      .notNull()
      .references(() => orders.OrderID, { onDelete: 'cascade' }),
    ProductID: integer('product_id')
      .notNull()
      .references(() => products.ProductID),
    Quantity: integer('quantity').notNull(),
    Price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** When the back-office paid the seller for this line. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('order_details_order').on(t.OrderID),
    index('order_details_product').on(t.ProductID),
  ],
);

/** An order's timeline: one row per status it entered, with who moved it and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    OrderID: integer('order_id')
      .notNull()
      .references(() => orders.OrderID, { onDelete: 'cascade' }),
    Status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'buyer', 'admin' or 'system'. */
    actor: text('actor').notNull().default('system'),
    UserID: integer('user_id').references(() => users.UserID, { onDelete: 'set null' }),
    Note: text('note').notNull().default(''),
  },
  (t) => [index('order_events_order').on(t.OrderID, t.id)],
);

/** The first answer of an Idempotency-Key, replayed for repeats by the same user. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.UserID, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
