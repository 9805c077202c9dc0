import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';

/** A mail as the development mailbox shows it (/dev/mailbox.json). */
export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the mail, in order. */
  links: string[];
  created_at: string;
}

/** The newest mails the mailbox lists. */
const MAX_MAILS = 500;

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The links of a mail: href targets of the HTML, else URLs found in the text. */
export function extractLinks(mail: { html: string; text: string }): string[] {
  const fromHtml = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => decodeEntities(m[1]!));
  const found = fromHtml.length > 0 ? fromHtml : (mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []);
  return [...new Set(found.filter((link) => /^https?:\/\//.test(link)))];
}

/**
 * The development mailbox: the outbox's newest mails, whatever their state (so a mail shows as
 * soon as its cause committed, on every instance and after a restart), to one address when asked.
 */
export async function mailboxList(db: Db, to?: string): Promise<StoredMail[]> {
  const wanted = to?.trim().toLowerCase();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(wanted ? eq(sql`lower(${mailOutbox.recipient})`, wanted) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(MAX_MAILS);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    links: extractLinks({ html: row.htmlBody, text: row.textBody }),
    created_at: row.createdAt.toISOString(),
  }));
}
