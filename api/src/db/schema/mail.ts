import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './products';
import { users } from './users';

/** Mails waiting to be sent, sent, or failed after their last try (the outbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    userId: integer('user_id').references(() => users.UserID, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    language: text('language').notNull().default('en'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** 'Pending', 'Sent' or 'Failed'. */
    state: text('state').notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease on the row while it sends; another worker skips it until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'Pending'`),
    index('mail_outbox_recipient').on(t.recipient, t.id),
    index('mail_outbox_state_id').on(t.state, t.id),
  ],
);

/** Mailed links to set a new password: the SHA-256 of the token, usable once until expiresAt. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.UserID, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);

/** A signed-in shopper's favourites, for price-drop and back-in-stock alerts. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.UserID, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.ProductID, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favourites_product').on(t.productId),
  ],
);
