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
    Total: numeric('total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [index('orders_user').on(t.UserID)],
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
  },
  (t) => [
    index('order_details_order').on(t.OrderID),
    index('order_details_product').on(t.ProductID),
  ],
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
