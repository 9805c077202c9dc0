import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contracts';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { Recipient } from './messages';

/** The user columns a recipient is read from (select them beside a cause's own columns). */
export const recipientColumns = {
  recipientEmail: users.Email,
  recipientName: users.UserName,
  recipientFirstName: users.firstName,
  recipientId: users.UserID,
  recipientLanguage: users.emailLanguage,
  recipientActive: users.active,
};

/** An account's stored mail language; English for anything the column should not hold. */
export const mailLanguageOf = (value: string | null | undefined): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

/** A row of recipientColumns; every column may be null through a left join. */
export interface RecipientRow {
  recipientEmail: string | null;
  recipientName: string | null;
  recipientFirstName: string | null;
  recipientId: number | null;
  recipientLanguage: string | null;
  recipientActive: boolean | null;
}

/**
 * The account as a mail's recipient, greeted by first name and written to in its mail language;
 * null without an account or for a deleted (anonymised) one.
 */
export function recipientOf(row: RecipientRow): Recipient | null {
  if (!row.recipientEmail || row.recipientId === null || !row.recipientActive) return null;
  return {
    email: row.recipientEmail,
    name: row.recipientFirstName?.trim() || row.recipientName || '',
    userId: row.recipientId,
    language: mailLanguageOf(row.recipientLanguage),
  };
}

/** The user `userId` as a recipient (null when there is none, or the account was deleted). */
export async function recipientById(db: Db, userId: number): Promise<Recipient | null> {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.UserID, userId));
  return row ? recipientOf(row) : null;
}
