import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { authOneTimeTokens } from '../db/schema';
import { codeHash, randomCode, randomToken, sha256 } from './secrets';

/** What a mailed token is for. */
export type TokenPurpose = 'signup' | 'magiclink' | 'recovery' | 'email_change';

export type OneTimeToken = typeof authOneTimeTokens.$inferSelect;

/** Which stored purposes each `type` of POST /verify may consume. */
export const PURPOSES_BY_TYPE: Record<string, TokenPurpose[]> = {
  signup: ['signup'],
  magiclink: ['magiclink'],
  email: ['magiclink', 'signup'],
  recovery: ['recovery'],
  invite: [],
  email_change: ['email_change'],
};

/** A fresh link token and code for the user (replacing earlier unused ones of that purpose). */
export async function issueOneTimeToken(
  db: Db,
  input: {
    userId: number;
    purpose: TokenPurpose;
    ttlSeconds: number;
    redirectTo?: string;
    email?: string;
  },
): Promise<{ token: string; code: string }> {
  const token = randomToken(24);
  const code = randomCode();
  await db.transaction(async (tx) => {
    await tx
      .delete(authOneTimeTokens)
      .where(
        and(
          eq(authOneTimeTokens.userId, input.userId),
          eq(authOneTimeTokens.purpose, input.purpose),
          isNull(authOneTimeTokens.usedAt),
        ),
      );
    await tx.insert(authOneTimeTokens).values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: sha256(token),
      codeHash: codeHash(input.userId, code),
      email: input.email ?? null,
      redirectTo: input.redirectTo ?? null,
      expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
    });
  });
  return { token, code };
}

/** Marks an unused, unexpired token as used and answers it (once). */
async function consume(db: Db, where: ReturnType<typeof and>): Promise<OneTimeToken | undefined> {
  const [row] = await db
    .update(authOneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(where, isNull(authOneTimeTokens.usedAt), gt(authOneTimeTokens.expiresAt, new Date())),
    )
    .returning();
  return row;
}

export function consumeLinkToken(db: Db, token: string, purposes: TokenPurpose[]) {
  if (purposes.length === 0 || token.length > 200) return Promise.resolve(undefined);
  return consume(
    db,
    and(
      eq(authOneTimeTokens.tokenHash, sha256(token)),
      inArray(authOneTimeTokens.purpose, purposes),
    ),
  );
}

export function consumeCode(db: Db, userId: number, code: string, purposes: TokenPurpose[]) {
  if (purposes.length === 0) return Promise.resolve(undefined);
  return consume(
    db,
    and(
      eq(authOneTimeTokens.userId, userId),
      eq(authOneTimeTokens.codeHash, codeHash(userId, code)),
      inArray(authOneTimeTokens.purpose, purposes),
    ),
  );
}
