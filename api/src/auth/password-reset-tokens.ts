import crypto from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { RESET_LINK_MINUTES } from '../contracts';
import type { Db } from '../db/database';
import { passwordResets, users } from '../db/schema';

/** A new link token (32 random bytes, base64url) and the SHA-256 kept in its place. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: resetTokenHash(token) };
}

/** The stored form of a token: the mailed token itself is never stored. */
export const resetTokenHash = (token: string) =>
  crypto.createHash('sha256').update(token).digest('hex');

/** Stores a token's hash for the user, usable once within RESET_LINK_MINUTES. */
export async function storeResetToken(db: Db, userId: number, tokenHash: string): Promise<void> {
  await db.insert(passwordResets).values({
    tokenHash,
    userId,
    expiresAt: sql`now() + interval '${sql.raw(String(RESET_LINK_MINUTES))} minutes'`,
  });
}

/** Why a token cannot be used, or the user it resets. */
export type ResetTokenState = 'invalid' | 'used' | 'expired' | { userId: number };

/**
 * What a token is worth now, by the database's clock (as useResetToken decides). A token of a
 * deleted account is invalid.
 */
export async function resetTokenState(db: Db, tokenHash: string): Promise<ResetTokenState> {
  const [row] = await db
    .select({
      userId: passwordResets.userId,
      used: sql<boolean>`${passwordResets.usedAt} IS NOT NULL`,
      expired: sql<boolean>`${passwordResets.expiresAt} <= now()`,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.UserID, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, tokenHash), eq(users.active, true)))
    .limit(1);
  if (!row) return 'invalid';
  if (row.used) return 'used';
  if (row.expired) return 'expired';
  return { userId: row.userId };
}

/**
 * Marks the token used when it is still unused and unexpired, in one conditional update: of two
 * concurrent uses, one gets the user id and the other undefined.
 */
export async function useResetToken(db: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Deletes the user's other tokens, so no older link sets a password after this one. */
export async function dropOtherResetTokens(db: Db, userId: number, keptHash: string) {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), ne(passwordResets.tokenHash, keptHash)));
}
