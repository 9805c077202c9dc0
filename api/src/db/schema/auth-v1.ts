import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Tables of the GoTrue-compatible /auth/v1 service (api/src/auth-v1). The account itself is the
 * shop's `users` row (one person, one account); these tables hold what GoTrue adds to it.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The GoTrue face of a shop user: its uuid, confirmation state and metadata. */
export const authIdentities = pgTable('auth_identities', {
  /** The GoTrue user id (JWT `sub`). */
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.UserID, { onDelete: 'cascade' }),
  /** The id of the email identity inside `identities` (GoTrue's identity_id). */
  identityId: uuid('identity_id').notNull().defaultRandom(),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
  /** An email change waiting for its confirmation link. */
  newEmail: text('new_email'),
  emailChangeSentAt: timestamp('email_change_sent_at', { withTimezone: true }),
  userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One signed-in device: the session_id claim, its assurance level and methods. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.UserID, { onDelete: 'cascade' }),
    aal: text('aal').notNull().default('aal1'),
    /** [{ method, timestamp }], newest first. */
    amr: jsonb('amr').$type<{ method: string; timestamp: number }[]>().notNull().default([]),
    /** The session cannot be refreshed after this time. */
    notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_sessions_user').on(t.userId)],
);

/** Rotating refresh tokens; a session's tokens form one family. */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the token (the token itself is never stored). */
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    /** Set when the token was exchanged for its successor. */
    revoked: boolean('revoked').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_refresh_tokens_session').on(t.sessionId)],
);

/** Mailed secrets: a link token and a 6-digit code for one purpose. */
export const authOneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.UserID, { onDelete: 'cascade' }),
    /** 'signup' | 'magiclink' | 'recovery' | 'email_change' */
    purpose: text('purpose').notNull(),
    /** SHA-256 of the link token (sent as token / token_hash). */
    tokenHash: text('token_hash').notNull().unique(),
    /** SHA-256 of the 6-digit code, salted with the user id. */
    codeHash: text('code_hash').notNull(),
    /** For email_change: the address being confirmed. */
    email: text('email'),
    redirectTo: text('redirect_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_one_time_tokens_user').on(t.userId, t.purpose)],
);

/** TOTP second factors. */
export const authMfaFactors = pgTable(
  'auth_mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.UserID, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name').notNull().default(''),
    factorType: text('factor_type').notNull().default('totp'),
    /** 'unverified' | 'verified' */
    status: text('status').notNull().default('unverified'),
    /** Base32 TOTP secret. */
    secret: text('secret').notNull(),
    lastChallengedAt: timestamp('last_challenged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_mfa_factors_user').on(t.userId)],
);

/** A challenge issued for a factor, answered once with a code. */
export const authMfaChallenges = pgTable('auth_mfa_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  factorId: uuid('factor_id')
    .notNull()
    .references(() => authMfaFactors.id, { onDelete: 'cascade' }),
  ipAddress: text('ip_address').notNull().default(''),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});
