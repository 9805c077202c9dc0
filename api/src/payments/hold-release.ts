import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HOLD_RELEASED_NOTE } from '../contracts';
import type { Db } from '../db/database';
import { orderEvents, orders, payments } from '../db/schema';
import { restock } from '../orders/lifecycle';
import { queueIn, type MailSettings } from '../orders/mails';
import { statusMails } from '../orders/status-mails';
import { releaseCouponUse } from '../promotions/coupons';
import { settleCardPayment } from './card-payment';
import type { PaymentProviders } from './providers';

/** Holds released per transaction: a backlog is worked through in short transactions. */
const BATCH = 20;

/**
 * Releases the card orders whose hold ran out unpaid: the payment page is closed at the provider
 * (one paid meanwhile is recorded as paid instead), the order is Cancelled by the system and its
 * pieces go back on sale. Rows are claimed with FOR UPDATE SKIP LOCKED, so instances sweeping at
 * the same time each take different orders and every order is released once. The buyer's
 * 'cancelled' mail is queued with the release. Returns the orders released.
 */
export async function releaseExpiredHolds(
  db: Db,
  providers: PaymentProviders,
  mail: MailSettings,
  log?: FastifyBaseLogger,
): Promise<number[]> {
  const released: number[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ payment: payments })
        .from(payments)
        .innerJoin(orders, eq(orders.OrderID, payments.OrderID))
        .where(
          and(
            inArray(payments.status, ['pending', 'failed']),
            lt(payments.holdUntil, sql`now()`),
            eq(orders.Status, 'Pending'),
          ),
        )
        .orderBy(asc(payments.holdUntil))
        .limit(BATCH)
        .for('update', { of: payments, skipLocked: true });
      const done: { orderId: number; paid?: { reference: string; payment: string } }[] = [];
      for (const { payment } of due) {
        const orderId = payment.OrderID;
        if (payment.providerReference) {
          try {
            const closed = await providers.named(payment.provider).close(payment.providerReference);
            if (closed.paid) {
              done.push({
                orderId,
                paid: { reference: payment.providerReference, payment: closed.payment },
              });
              continue;
            }
          } catch (error) {
            // The provider did not answer: the hold stays, and the next sweep tries again.
            log?.warn({ err: error, orderId }, 'card payment could not be closed');
            continue;
          }
        }
        const [cancelled] = await tx
          .update(orders)
          .set({ Status: 'Cancelled' })
          .where(and(eq(orders.OrderID, orderId), eq(orders.Status, 'Pending')))
          .returning({ id: orders.OrderID });
        if (!cancelled) continue;
        await restock(tx as unknown as Db, orderId, mail.site);
        await releaseCouponUse(tx as unknown as Db, orderId);
        await tx
          .update(payments)
          .set({
            status: 'failed',
            holdUntil: null,
            failure: HOLD_RELEASED_NOTE,
            updatedAt: sql`now()`,
          })
          .where(eq(payments.id, payment.id));
        await tx.insert(orderEvents).values({
          OrderID: orderId,
          Status: 'Cancelled',
          actor: 'system',
          Note: HOLD_RELEASED_NOTE,
        });
        const mails = await statusMails(
          tx as unknown as Db,
          orderId,
          'Cancelled',
          HOLD_RELEASED_NOTE,
        );
        await queueIn(tx as unknown as Db, mail.site, mails);
        done.push({ orderId });
      }
      return { done, claimed: due.length };
    });
    for (const entry of batch.done) {
      if (entry.paid)
        await settleCardPayment(db, providers, { orderId: entry.orderId, ...entry.paid }, mail);
      else released.push(entry.orderId);
    }
    if (batch.claimed < BATCH || batch.done.length === 0) return released;
  }
}

/** Sweeps for run-out holds every `seconds` until stopped; a failed sweep is logged and retried. */
export function startHoldSweeps(
  db: Db,
  providers: PaymentProviders,
  seconds: number,
  log: FastifyBaseLogger,
  mail: MailSettings,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseExpiredHolds(db, providers, mail, log)
      .then((ids) => {
        if (ids.length > 0) log.info({ orders: ids }, 'card holds released');
      })
      .catch((error: unknown) => log.error({ err: error }, 'card hold sweep failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
