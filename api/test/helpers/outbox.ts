import type { TestApp } from './test-app';

/** A mail of the outbox as a test reads it. */
export interface OutboxMail {
  recipient: string;
  kind: string;
  language: string;
  subject: string;
  text: string;
  html: string;
}

/** Reads the outbox (mail_outbox) of a test app: what a cause queued, read straight from the table. */
export function outboxOf(t: TestApp) {
  const query = async <R>(text: string, values: unknown[] = []) =>
    (await t.database.pool.query(text, values)).rows as R[];
  return {
    /** The newest mail's id (0 when none): the mark to read the next cause's mails from. */
    async mark(): Promise<number> {
      const [row] = await query<{ id: number }>(
        'SELECT coalesce(max(id), 0)::int AS id FROM mail_outbox',
      );
      return row!.id;
    },
    /** The mails queued after `mark`, oldest first. */
    since(mark: number): Promise<OutboxMail[]> {
      return query<OutboxMail>(
        `SELECT recipient, kind, language, subject, text_body AS text, html_body AS html
         FROM mail_outbox WHERE id > $1 ORDER BY id`,
        [mark],
      );
    },
  };
}

/** recipient, kind, language and subject: what a cause test compares. */
export const headersOf = (mails: OutboxMail[]) =>
  mails.map(({ recipient, kind, language, subject }) => ({ recipient, kind, language, subject }));
