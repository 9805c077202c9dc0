import { and, asc, eq } from 'drizzle-orm';
import { LIMITS, type Language } from '../contracts';
import type { Db } from '../db/database';
import { authIdentities, authMfaFactors, users } from '../db/schema';
import { shopUserColumns } from '../db/user-columns';

export type ShopUser = Pick<typeof users.$inferSelect, keyof typeof shopUserColumns>;
export type Identity = typeof authIdentities.$inferSelect;
export type FactorRow = typeof authMfaFactors.$inferSelect;

/** A shop user with its GoTrue identity: one person, one account. */
export interface Account {
  user: ShopUser;
  identity: Identity;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findShopUser(db: Db, email: string): Promise<ShopUser | undefined> {
  const [row] = await db
    .select(shopUserColumns)
    .from(users)
    .where(and(eq(users.Email, normaliseEmail(email)), eq(users.active, true)))
    .limit(1);
  return row;
}

export async function findIdentity(db: Db, userId: number): Promise<Identity | undefined> {
  const [row] = await db
    .select()
    .from(authIdentities)
    .where(eq(authIdentities.userId, userId))
    .limit(1);
  return row;
}

/** The account of a JWT `sub`, if the shop user is still active. */
export async function accountByUid(db: Db, uid: string): Promise<Account | undefined> {
  const [row] = await db
    .select({ user: shopUserColumns, identity: authIdentities })
    .from(authIdentities)
    .innerJoin(users, eq(users.UserID, authIdentities.userId))
    .where(and(eq(authIdentities.id, uid), eq(users.active, true)))
    .limit(1);
  return row;
}

export async function accountByUserId(db: Db, userId: number): Promise<Account | undefined> {
  const [row] = await db
    .select({ user: shopUserColumns, identity: authIdentities })
    .from(authIdentities)
    .innerJoin(users, eq(users.UserID, authIdentities.userId))
    .where(and(eq(users.UserID, userId), eq(users.active, true)))
    .limit(1);
  return row;
}

/**
 * The identity of an existing shop user, created on first use. A shop user who never used
 * /auth/v1 proved the address to the shop already, so it counts as confirmed.
 */
export async function ensureIdentity(db: Db, user: ShopUser): Promise<Account> {
  const existing = await findIdentity(db, user.UserID);
  if (existing) return { user, identity: existing };
  await db
    .insert(authIdentities)
    .values({ userId: user.UserID, emailConfirmedAt: new Date() })
    .onConflictDoNothing({ target: authIdentities.userId });
  return { user, identity: (await findIdentity(db, user.UserID))! };
}

function displayName(email: string, metadata: Record<string, unknown>): string {
  for (const key of ['full_name', 'name', 'user_name']) {
    const value = metadata[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 100);
  }
  return email.split('@')[0]!.slice(0, 100);
}

/** Creates the shop user (role Customer) and its identity; undefined when the email is taken. */
export async function createAccount(
  db: Db,
  input: {
    email: string;
    passwordHash: string;
    metadata: Record<string, unknown>;
    confirmed: boolean;
    /** The storefront's language at sign-up: the account's mails are written in it. */
    emailLanguage: Language;
  },
): Promise<Account | undefined> {
  const email = normaliseEmail(input.email);
  const first = input.metadata.first_name;
  const last = input.metadata.last_name;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        UserName: displayName(email, input.metadata),
        Email: email,
        passwordHash: input.passwordHash,
        RoleID: LIMITS.customerRoleId,
        firstName: typeof first === 'string' ? first.slice(0, 100) : '',
        lastName: typeof last === 'string' ? last.slice(0, 100) : '',
        emailLanguage: input.emailLanguage,
      })
      .onConflictDoNothing({ target: users.Email })
      .returning(shopUserColumns);
    if (!user) return undefined;
    const [identity] = await tx
      .insert(authIdentities)
      .values({
        userId: user.UserID,
        userMetadata: input.metadata,
        emailConfirmedAt: input.confirmed ? new Date() : null,
      })
      .returning();
    return { user, identity: identity! };
  });
}

export async function updateIdentity(db: Db, userId: number, changes: Partial<Identity>) {
  const [row] = await db
    .update(authIdentities)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(authIdentities.userId, userId))
    .returning();
  return row!;
}

export function listFactors(db: Db, userId: number): Promise<FactorRow[]> {
  return db
    .select()
    .from(authMfaFactors)
    .where(eq(authMfaFactors.userId, userId))
    .orderBy(asc(authMfaFactors.createdAt));
}
