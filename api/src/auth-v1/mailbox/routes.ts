import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { mailboxList, type StoredMail } from './dev-mailbox';
import { escapeHtml } from '../../html-escape';

export const MAILBOX_PATH = '/dev/mailbox';
export const MAILBOX_JSON_PATH = '/dev/mailbox.json';

const query = z.object({ to: z.string().max(320).optional() });

function mailHtml(mail: StoredMail): string {
  const links = mail.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.created_at)}</p>
  <pre>${escapeHtml(mail.text)}</pre>
  ${links ? `<ul class="links">${links}</ul>` : ''}
</article>`;
}

/** The page; its style sheet carries the answer's Content-Security-Policy `nonce`. */
function pageHtml(mails: StoredMail[], to: string | undefined, nonce: string): string {
  const title = to ? `Mailbox of ${escapeHtml(to)}` : 'Development mailbox';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style nonce="${nonce}">
  body { font-family: system-ui, sans-serif; max-width: 760px; margin: 2rem auto; padding: 0 1rem; color: #1c1c1c; }
  article { border: 1px solid #ddd; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #666; margin: 0 0 .5rem; font-size: .9rem; }
  pre { white-space: pre-wrap; background: #f7f7f7; padding: .75rem; border-radius: 6px; }
  a { word-break: break-all; }
</style>
</head>
<body>
<h1>${title}</h1>
<p>The mail outbox of this database, newest first: what the service sent or is sending (without SMTP_URL nothing leaves the server). JSON: <a href="${MAILBOX_JSON_PATH}">${MAILBOX_JSON_PATH}</a></p>
${mails.length ? mails.map(mailHtml).join('\n') : '<p>No mail yet.</p>'}
</body>
</html>`;
}

/** GET /dev/mailbox (HTML) and /dev/mailbox.json (?to= filter), newest first. */
export async function devMailboxRoutes(app: FastifyInstance, db: Db) {
  app.get(MAILBOX_JSON_PATH, async (request, reply) => {
    const parsed = query.safeParse(request.query);
    const to = parsed.success ? parsed.data.to : undefined;
    reply.header('Cache-Control', 'no-store');
    return mailboxList(db, to);
  });
  app.get(MAILBOX_PATH, async (request, reply) => {
    const parsed = query.safeParse(request.query);
    const to = parsed.success ? parsed.data.to : undefined;
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    return pageHtml(await mailboxList(db, to), to, reply.pageNonce);
  });
}
