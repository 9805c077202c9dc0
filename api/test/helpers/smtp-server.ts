import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A mail the server accepted, parsed. */
export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * How the server treats the next mails: 'accept'; 'refuse' answers 451 to RCPT TO (a temporary
 * refusal); 'hang' never greets a new connection, as a stuck server would.
 */
export type SmtpMode = 'accept' | 'refuse' | 'hang';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  /** Every mail accepted, in arrival order. */
  received: ReceivedMail[];
  /** Connections held without a greeting ('hang') so far. */
  hung(): number;
  setMode(mode: SmtpMode): void;
  /** Refuses (451) the next `count` recipients, then accepts again. */
  refuseNext(count: number): void;
  /** Mails accepted for `to` (any case). */
  mailsTo(to: string): ReceivedMail[];
  /** Resolves with the mails to `to` once there are `count` of them; rejects after `timeoutMs`. */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (the port refuses connections) and ends every open connection. */
  close(): Promise<void>;
}

const addressOf = (value: unknown): string => {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list
    .flatMap((entry: { value?: { address?: string }[] }) => entry.value ?? [])
    .map((entry) => entry.address ?? '')
    .join(',');
};

/** A real SMTP server (the npm package smtp-server) on a free port of 127.0.0.1, no TLS. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let mode: SmtpMode = 'accept';
  let refusals = 0;
  let hung = 0;

  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // On close, open connections (a hung one never ends) are cut after this long.
    closeTimeout: 200,
    // Without a greeting the client waits until its own timeout.
    onConnect(_session, callback) {
      if (mode === 'hang') hung += 1;
      else callback();
    },
    onRcptTo(_address, _session, callback) {
      if (mode === 'refuse' || refusals > 0) {
        if (refusals > 0) refusals -= 1;
        const error = Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            messageId: parsed.messageId ?? '',
            to: addressOf(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client dropping its connection (a killed api) is no failure of the server.
  server.on('error', () => undefined);
  const actual = (server.server.address() as AddressInfo).port;

  const mailsTo = (to: string) =>
    received.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());

  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    hung: () => hung,
    setMode: (next) => void (mode = next),
    refuseNext: (count) => void (refusals = count),
    mailsTo,
    async waitFor(to, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = mailsTo(to);
        if (mails.length >= count) return mails;
        if (Date.now() > deadline) {
          throw new Error(`${mails.length} of ${count} mail(s) to ${to} after ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
