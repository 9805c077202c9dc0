import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Language, MailKind, MailRow, MailState, PageResponse } from '../contracts';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import { HttpError } from '../http-errors';
import { mailQueued } from './nudges';

type OutboxRow = typeof mailOutbox.$inferSelect;

const mailRow = (row: OutboxRow): MailRow => ({
  MailID: row.id,
  To: row.recipient,
  Subject: row.subject,
  Kind: row.kind as MailKind,
  Language: row.language as Language,
  State: row.state as MailState,
  Attempts: row.attempts,
  LastError: row.lastError,
  CreatedAt: row.createdAt.toISOString(),
  SentAt: row.sentAt?.toISOString() ?? null,
  NextAttemptAt: row.nextAttemptAt.toISOString(),
});

/** The back-office's Mail page: mails newest first, of one state when asked. */
export async function mailPage(
  db: Db,
  query: { page: number; limit: number; state?: MailState },
): Promise<PageResponse<MailRow>> {
  const where = query.state ? eq(mailOutbox.state, query.state) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { data: rows.map(mailRow), total: counted?.n ?? 0 };
}

/**
 * Puts a mail back in the outbox to be sent now with every try again, whatever its state (an
 * administrator may send a Sent mail again). 404 for an unknown id; 409 while a worker is sending
 * it (its lease runs).
 */
export async function resendMail(db: Db, id: number): Promise<void> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      state: 'Pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
      sentAt: null,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        sql`NOT (${mailOutbox.state} = 'Pending' AND coalesce(${mailOutbox.lockedUntil} > now(), false))`,
      ),
    )
    .returning({ id: mailOutbox.id });
  if (row) {
    mailQueued();
    return;
  }
  const [exists] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!exists) throw new HttpError(404, `No mail with id ${id}`);
  throw new HttpError(409, 'This mail is being sent right now; try again in a moment');
}
