import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
  /** The provider's id of the current attempt (a Checkout Session for a card; '' before one). */
  providerReference: text('provider_reference').notNull(),
  /** What refunds name once paid (a card's PaymentIntent); null for cash. */
  providerPayment: text('provider_payment'),
  amountFils: integer('amount_fils').notNull(),
  /** 'pending', 'paid', 'failed' or 'refunded' (PAYMENT_STATUSES). */
  status: text('status').notNull().default('pending'),
  refundedFils: integer('refunded_fils').notNull().default(0),
  /** A card order's pieces are held until then; null for cash and once settled. */
  holdUntil: timestamp('hold_until', { withTimezone: true }),
  /** Card payment pages started so far: each attempt has its own idempotency key. */
  attempt: integer('attempt').notNull().default(0),
  /** The provider's message of the last failure. */
  failure: text('failure'),
  /** Given once paid, from invoice_number_seq: 'RLX-2026-000042'. */
  invoiceNumber: text('invoice_number').unique('payments_invoice_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});

/** A refund of a payment, with its state at the provider. */
export const paymentRefunds = pgTable('payment_refunds', {
  id: serial('id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  providerReference: text('provider_reference').notNull(),
  amountFils: integer('amount_fils').notNull(),
  /** 'pending', 'succeeded' or 'failed' (REFUND_STATUSES). */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Provider events handled, by id: each applies once, whichever instance receives it. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'payment_events_pk', columns: [table.provider, table.eventId] })],
);
