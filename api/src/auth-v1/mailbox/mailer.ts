import { createTransport } from 'nodemailer';
import type { DevMailbox } from './dev-mailbox';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends the service's mails: to SMTP when SMTP_URL is set, otherwise into the dev mailbox. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

export function mailboxMailer(mailbox: DevMailbox): Mailer {
  return {
    async send(mail) {
      mailbox.add(mail);
    },
  };
}

/** Refuses every mail (production without SMTP_URL): the caller answers a clear error. */
export const noMailer: Mailer = {
  async send() {
    throw new Error('No mail transport: set SMTP_URL');
  },
};
