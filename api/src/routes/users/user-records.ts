import crypto from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { type User } from '../../contracts';
import type { Db } from '../../db/database';
import { idempotencyKeys, roles, sessions, users, sellQueue, products } from '../../db/schema';
import { userColumns } from '../../db/user-columns';
import { mailLanguageOf } from '../../mail/recipients';

/** A user as answers show it, with the mail settings: Password always ''. */
export async function publicUser(db: Db, id: number): Promise<User | undefined> {
  const [row] = await db
    .select({
      ...userColumns,
      EmailLanguage: users.emailLanguage,
      PriceAlerts: users.priceAlerts,
    })
    .from(users)
    .innerJoin(roles, eq(roles.RoleID, users.RoleID))
    .where(and(eq(users.UserID, id), eq(users.active, true)))
    .limit(1);
  if (!row) return undefined;
  const EmailLanguage = mailLanguageOf(row.EmailLanguage);
  return { ...row, EmailLanguage, Password: '' };
}

export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const where = exceptUserId
    ? and(eq(users.Email, email.toLowerCase()), ne(users.UserID, exceptUserId))
    : eq(users.Email, email.toLowerCase());
  const rows = await db.select({ id: users.UserID }).from(users).where(where).limit(1);
  return rows.length > 0;
}

/**
 * Deletes an account without destroying history: the person's data is anonymised, the account
 * deactivated and signed out everywhere; orders stay for the books, items for sale are archived
 * and their queue entries withdrawn.
 */
export async function anonymiseUser(db: Db, id: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        active: false,
        UserName: 'Deleted user',
        Email: `deleted-${id}-${crypto.randomUUID()}@deleted.invalid`,
        passwordHash: '!',
        ProfileImage: '',
        firstName: '',
        lastName: '',
        phone: '',
        birthdate: '',
        gender: '',
      })
      .where(eq(users.UserID, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, id));
    await tx.delete(sellQueue).where(eq(sellQueue.UserID, id));
    await tx
      .update(products)
      .set({ Status: 'Archived' })
      .where(and(eq(products.UserID, id), ne(products.Status, 'SoldOut')));
  });
}
