import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** An order's payment (one per order): method, provider, amounts in fils and its status. */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  OrderID: integer('order_id')
    .notNull()
    .unique('payments_order')
    .references(() => orders.OrderID, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference').notNull(),
  amountFils: integer('amount_fils').notNull(),
  /** 'pending', 'paid', 'failed' or 'refunded' (PAYMENT_STATUSES). */
  status: text('status').notNull().default('pending'),
  refundedFils: integer('refunded_fils').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});
