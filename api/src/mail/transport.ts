import { createTransport } from 'nodemailer';
import type { AppConfig } from '../config';

/** One outbox row ready to go: its fixed Message-ID makes a repeated delivery recognisable. */
export interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands mails to whatever delivers them; a rejected promise is a failed try (retried later). */
export interface MailTransport {
  /** 'smtp', 'mailbox' (development: the outbox table is the mailbox) or 'none'. */
  readonly name: 'smtp' | 'mailbox' | 'none';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Why every try fails in production without SMTP_URL (kept as the rows' last_error). */
export const NO_TRANSPORT_ERROR = 'No mail transport: SMTP_URL is not set';

/**
 * SMTP through nodemailer, one connection per mail. Every wait is bounded by `timeoutMs`, so a
 * try ends well within the worker's lease.
 */
function smtpTransport(smtpUrl: string, from: string, timeoutMs: number): MailTransport {
  // The URL's own settings win over these (nodemailer merges the URL's last).
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
    },
    close: () => transport.close(),
  };
}

/** Development without SMTP_URL: a mail is delivered once it is in the outbox (/dev/mailbox). */
const mailboxTransport: MailTransport = {
  name: 'mailbox',
  send: async () => undefined,
  close: () => undefined,
};

/** Production without SMTP_URL: every try fails with a clear error, and the mail ends Failed. */
const noTransport: MailTransport = {
  name: 'none',
  send: async () => {
    throw new Error(NO_TRANSPORT_ERROR);
  },
  close: () => undefined,
};

/** The transport the configuration asks for. */
export function transportFor(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'production'>,
  timeoutMs: number,
): MailTransport {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.mailFrom, timeoutMs);
  return config.production ? noTransport : mailboxTransport;
}
