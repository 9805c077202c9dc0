import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  RoleID: integer('id').primaryKey(),
  RoleName: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    UserID: serial('id').primaryKey(),
    UserName: text('user_name').notNull(),
    /** Stored lower-case; unique. */
    Email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    ProfileImage: text('profile_image').notNull().default(''),
    RoleID: integer('role_id')
      .notNull()
      .references(() => roles.RoleID),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    birthdate: text('birthdate').notNull().default(''),
    gender: text('gender').notNull().default(''),
    /** False once the account was deleted (anonymised; orders are kept). */
    active: boolean('active').notNull().default(true),
    /** 'en' or 'ar': the storefront's language at sign-up; My Profile changes it. */
    emailLanguage: text('email_language').notNull().default('en'),
    /** Opted in to favourites' price-drop and back-in-stock mails (off by default). */
    priceAlerts: boolean('price_alerts').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_name_trgm').using('gin', sql`${t.UserName} gin_trgm_ops`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's random token (the token itself is never stored). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.UserID, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);
