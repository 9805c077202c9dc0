import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import { onMailQueued } from './nudges';
import type { MailTransport } from './transport';

/** Mails claimed per look: a backlog is worked through in batches sent side by side. */
const BATCH = 10;
/** The longest wait between two tries of a mail, however many failed before. */
const MAX_BACKOFF_SECONDS = 6 * 3600;
/** On shutdown, a batch being sent gets this long; its lease covers it if the process ends first. */
const STOP_WAIT_MS = 5_000;
/** A nudge is acted on this soon even when no answer follows it (work outside a request). */
const NUDGE_DELAY_MS = 200;

export interface MailWorkerOptions {
  pollMs: number;
  maxAttempts: number;
  /** Wait before the first retry; doubled after each further failure. */
  retrySeconds: number;
  leaseSeconds: number;
  /** The right-hand side of every Message-ID: `<mail-{id}@{messageHost}>`. */
  messageHost: string;
}

export interface MailWorker {
  /** Looks for due mails now (or right after the look under way). */
  wake(): void;
  /** Wakes if mails were queued in this process since the last look. */
  wakeIfNudged(): void;
  /** Stops looking; waits a little for mails being sent, then closes the transport. */
  stop(): Promise<void>;
}

/** The fixed Message-ID of an outbox row: every try of the mail carries the same one. */
const messageIdOf = (id: number, host: string) => `<mail-${id}@${host}>`;

/** Seconds before the try after the `attempts`-th failure: retrySeconds, doubled each time. */
const backoffSeconds = (retrySeconds: number, attempts: number) =>
  Math.min(MAX_BACKOFF_SECONDS, retrySeconds * 2 ** Math.max(0, attempts - 1));

/**
 * Claims due mails: Pending, due, and not held by a live lease. FOR UPDATE SKIP LOCKED lets
 * workers on every instance claim at once, each taking other rows; the lease (locked_until)
 * keeps a row from others while it is sent, and gives it back if this process dies meanwhile.
 * The try is counted here, so a mail whose sending kills the process still runs out of tries.
 */
async function claimDue(db: Db, options: MailWorkerOptions) {
  const now = sql`now()`;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.state, 'Pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + ${options.leaseSeconds}::float8 * interval '1 second'`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      attempts: mailOutbox.attempts,
    });
}

type ClaimedMail = Awaited<ReturnType<typeof claimDue>>[number];

/** A delivered mail is Sent, whoever held it (a slow try may finish after its lease). */
async function markSent(db: Db, id: number) {
  await db
    .update(mailOutbox)
    .set({ state: 'Sent', sentAt: sql`now()`, lockedUntil: null, lastError: '' })
    .where(eq(mailOutbox.id, id));
}

/**
 * A failed try: retried after the backoff, or Failed after the last one. Only while the row is
 * still this try's (no other worker took it after the lease, no administrator sent it again).
 */
async function markFailed(
  db: Db,
  mail: ClaimedMail,
  error: string,
  options: MailWorkerOptions,
): Promise<'retry' | 'failed'> {
  const final = mail.attempts >= options.maxAttempts;
  const wait = backoffSeconds(options.retrySeconds, mail.attempts);
  await db
    .update(mailOutbox)
    .set({
      state: final ? 'Failed' : 'Pending',
      ...(!final && { nextAttemptAt: sql`now() + ${wait}::float8 * interval '1 second'` }),
      lockedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(
      and(
        eq(mailOutbox.id, mail.id),
        eq(mailOutbox.state, 'Pending'),
        eq(mailOutbox.attempts, mail.attempts),
      ),
    );
  return final ? 'failed' : 'retry';
}

/**
 * A try ends within half the lease, so no other worker takes the mail while it is still being
 * sent (one finishing later anyway arrives twice, under the same Message-ID).
 */
async function withDeadline(sending: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  // A try given up on may still fail later: that is no unhandled rejection.
  sending.catch(() => undefined);
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${Math.round(ms)} ms`)), ms);
  });
  try {
    await Promise.race([sending, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)) || 'Sending failed';

/**
 * Sends the outbox's due mails every `pollMs`, on a nudge, and at once on start (mails left by a
 * stopped process). A failed look is logged and tried again at the next poll.
 */
export function startMailWorker(
  db: Db,
  transport: MailTransport,
  options: MailWorkerOptions,
  log: FastifyBaseLogger,
): MailWorker {
  let stopped = false;
  let nudged = false;
  let again = false;
  let current: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const sendOne = async (mail: ClaimedMail) => {
    // A try interrupted by the end of the process after it was the last one is not made again.
    if (mail.attempts > options.maxAttempts) {
      await markFailed(db, mail, 'The process stopped during its last try', options);
      return;
    }
    try {
      await withDeadline(
        transport.send({
          messageId: messageIdOf(mail.id, options.messageHost),
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
        }),
        (options.leaseSeconds * 1000) / 2,
      );
    } catch (error) {
      const outcome = await markFailed(db, mail, messageOf(error), options);
      const entry = { mail: mail.id, attempts: mail.attempts, err: error };
      if (outcome === 'failed') log.error(entry, 'a mail failed its last try');
      else log.warn(entry, 'sending a mail failed; it is retried later');
      return;
    }
    await markSent(db, mail.id);
  };

  const drain = async () => {
    for (;;) {
      again = false;
      const batch = await claimDue(db, options);
      const results = await Promise.allSettled(batch.map(sendOne));
      for (const result of results) {
        // The mail keeps its lease and is tried again once it runs out.
        if (result.status === 'rejected') {
          log.error({ err: result.reason }, 'the outcome of a mail could not be recorded');
        }
      }
      if (stopped || (batch.length < BATCH && !again)) return;
    }
  };

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, options.pollMs);
    timer.unref();
  };

  function wake() {
    if (stopped) return;
    nudged = false;
    if (current) {
      again = true;
      return;
    }
    current = drain()
      .catch((error: unknown) => log.error({ err: error }, 'the mail outbox could not be read'))
      .finally(() => {
        current = undefined;
        schedule();
      });
  }

  const unsubscribe = onMailQueued(() => {
    nudged = true;
    setTimeout(() => {
      if (nudged) wake();
    }, NUDGE_DELAY_MS).unref();
  });
  wake();

  return {
    wake,
    wakeIfNudged: () => {
      if (nudged) wake();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      if (current) {
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([
          current,
          new Promise((resolve) => (wait = setTimeout(resolve, STOP_WAIT_MS))),
        ]);
        clearTimeout(wait);
      }
      transport.close();
    },
  };
}
