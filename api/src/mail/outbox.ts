import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { MailMessage, Recipient } from './messages';
import { mailQueued } from './nudges';
import { renderMail } from './render';

/**
 * The origin a mail's links start with: PUBLIC_URL; else the origin of the request that caused
 * the mail; else (work with no request, such as a sweep) this instance's own address.
 */
export function mailSite(
  config: Pick<AppConfig, 'publicUrl' | 'port'>,
  request?: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  if (config.publicUrl) return config.publicUrl;
  if (request) return `${request.protocol}://${request.host}`;
  return `http://localhost:${config.port}`;
}

/**
 * Writes mails into the outbox with the caller's connection: pass the transaction of the change
 * that caused them, so the mails exist exactly when the change committed. `site` is the public
 * origin the mails' links start with (mailSite()).
 */
export async function queueMails(
  db: Db,
  site: string,
  mails: readonly { to: Recipient; message: MailMessage }[],
): Promise<void> {
  const rows = mails
    .filter(({ to }) => to.email.trim() !== '')
    .map(({ to, message }) => {
      const rendered = renderMail(to, message, site);
      return {
        recipient: to.email,
        userId: to.userId,
        kind: message.kind,
        language: to.language,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
      };
    });
  if (rows.length === 0) return;
  await db.insert(mailOutbox).values(rows);
  mailQueued();
}
