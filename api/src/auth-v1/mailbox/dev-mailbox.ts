import crypto from 'node:crypto';
import type { OutgoingMail } from './mailer';

export interface StoredMail extends OutgoingMail {
  id: string;
  /** Every http(s) link of the mail, in order. */
  links: string[];
  created_at: string;
}

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
export function extractLinks(mail: Pick<OutgoingMail, 'html' | 'text'>): string[] {
  const fromHtml = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => decodeEntities(m[1]!));
  const found = fromHtml.length > 0 ? fromHtml : (mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []);
  return [...new Set(found.filter((link) => /^https?:\/\//.test(link)))];
}

/** Development mailbox: the last mails kept in memory, newest first. */
export class DevMailbox {
  private mails: StoredMail[] = [];

  add(mail: OutgoingMail): StoredMail {
    const stored: StoredMail = {
      id: crypto.randomUUID(),
      ...mail,
      links: extractLinks(mail),
      created_at: new Date().toISOString(),
    };
    this.mails.unshift(stored);
    if (this.mails.length > MAX_MAILS) this.mails.length = MAX_MAILS;
    return stored;
  }

  list(to?: string): StoredMail[] {
    if (!to) return [...this.mails];
    const wanted = to.trim().toLowerCase();
    return this.mails.filter((mail) => mail.to.toLowerCase() === wanted);
  }

  clear() {
    this.mails = [];
  }
}
