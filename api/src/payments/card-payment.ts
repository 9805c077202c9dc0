import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders, payments } from '../db/schema';
import { paymentMails, queueIn, soldMails, type MailSettings } from '../orders/mails';
import { statusMails } from '../orders/status-mails';
import { HttpError } from '../http-errors';
import { nextInvoiceNumber, refundIfPaid } from './order-payment';
import { ProviderError } from './provider';
import type { PaymentProviders } from './providers';

/** The paths Stripe sends the buyer back to: the order's page, told how the payment went. */
export const returnUrls = (origin: string, orderId: number) => ({
  returnUrl: `${origin}/orders/${orderId}?payment=return`,
  cancelUrl: `${origin}/orders/${orderId}?payment=cancelled`,
});

/** Payment states a buyer may pay from: not started, left unfinished, or declined. */
const PAYABLE = ['pending', 'failed'];

/**
 * Opens a new card payment page for the buyer's own order while its hold lasts (404 for an order
 * of somebody else, 409 once paid, cancelled or out of time). The attempt is counted under a row
 * lock, so each page gets its own idempotency key; the previous page is closed first, so an order
 * is never paid twice. A provider refusal answers 502 with its message and keeps the order.
 */
export async function beginCardPayment(
  db: Db,
  providers: PaymentProviders,
  request: { orderId: number; userId: number; origin: string },
  mail: MailSettings,
): Promise<{ paymentUrl: string }> {
  const { orderId } = request;
  const attempt = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        payment: payments,
        orderStatus: orders.Status,
        buyer: orders.UserID,
        open: sql<boolean>`${payments.holdUntil} > now()`,
        payBy: payments.holdUntil,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.OrderID, payments.OrderID))
      .where(eq(payments.OrderID, orderId))
      .for('update', { of: payments });
    if (!row || row.buyer !== request.userId) {
      throw new HttpError(404, `No order with id ${orderId}`);
    }
    const { payment } = row;
    if (payment.method !== 'card') throw new HttpError(409, `Order ${orderId} is not paid by card`);
    if (payment.status === 'paid') throw new HttpError(409, `Order ${orderId} is already paid`);
    if (!PAYABLE.includes(payment.status) || row.orderStatus !== 'Pending' || !row.open) {
      throw new HttpError(409, `Order ${orderId} can no longer be paid: it is ${row.orderStatus}`);
    }
    const next = payment.attempt + 1;
    await tx.update(payments).set({ attempt: next }).where(eq(payments.id, payment.id));
    return { number: next, payment, payBy: row.payBy! };
  });

  const provider = providers.named(attempt.payment.provider);
  try {
    const previous = attempt.payment.providerReference;
    if (previous) {
      const closed = await provider.close(previous);
      if (closed.paid) {
        await settleCardPayment(
          db,
          providers,
          { orderId, reference: previous, payment: closed.payment },
          mail,
        );
        throw new HttpError(409, `Order ${orderId} is already paid`);
      }
    }
    const started = await provider.start({
      orderId,
      amountFils: attempt.payment.amountFils,
      idempotencyKey: `order-${orderId}-pay-${attempt.number}`,
      payBy: attempt.payBy,
      ...returnUrls(request.origin, orderId),
    });
    await db
      .update(payments)
      .set({
        providerReference: started.reference,
        status: 'pending',
        failure: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, attempt.payment.id), inArray(payments.status, PAYABLE)));
    return { paymentUrl: started.paymentUrl! };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await db
      .update(payments)
      .set({ failure: error.message, updatedAt: sql`now()` })
      .where(eq(payments.id, attempt.payment.id));
    throw new HttpError(502, error.message);
  }
}

/**
 * Records a card payment the provider reports paid: once (a paid payment stays as it is), with
 * the invoice number, and what refunds will name, with the buyer's 'payment received' and the
 * sellers' 'item sold' mails (a card sale awaits payment until then). When the money arrives for
 * an order already cancelled (its hold ran out as the buyer paid), it is refunded at once and the
 * buyer is mailed the cancellation with its refund.
 */
export async function settleCardPayment(
  db: Db,
  providers: PaymentProviders,
  paid: { orderId: number; reference: string; payment: string },
  mail: MailSettings,
): Promise<'paid' | 'refunded' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ payment: payments, orderStatus: orders.Status })
      .from(payments)
      .innerJoin(orders, eq(orders.OrderID, payments.OrderID))
      .where(eq(payments.OrderID, paid.orderId))
      .for('update', { of: payments });
    if (!row || row.payment.method !== 'card' || !PAYABLE.includes(row.payment.status)) {
      return 'unchanged';
    }
    await tx
      .update(payments)
      .set({
        status: 'paid',
        providerReference: paid.reference,
        providerPayment: paid.payment,
        holdUntil: null,
        failure: null,
        paidAt: sql`now()`,
        updatedAt: sql`now()`,
        invoiceNumber: nextInvoiceNumber,
      })
      .where(eq(payments.id, row.payment.id));
    const change = tx as unknown as Db;
    if (row.orderStatus !== 'Cancelled') {
      const mails = await paymentMails(change, paid.orderId);
      mails.push(...(await soldMails(change, paid.orderId, mail.payoutDelayDays)));
      await queueIn(change, mail.site, mails);
      return 'paid';
    }
    await refundIfPaid(change, providers, paid.orderId);
    await queueIn(change, mail.site, await statusMails(change, paid.orderId, 'Cancelled'));
    return 'refunded';
  });
}

/** Records a declined card payment, unless it was paid meanwhile; the buyer may try again. */
export async function failCardPayment(
  db: Db,
  failed: { orderId: number; reason: string },
): Promise<boolean> {
  const changed = await db
    .update(payments)
    .set({ status: 'failed', failure: failed.reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(payments.OrderID, failed.orderId),
        eq(payments.method, 'card'),
        eq(payments.status, 'pending'),
      ),
    )
    .returning({ id: payments.id });
  return changed.length > 0;
}

/** True while the buyer may (re)open the card payment page of this payment. */
export const canPay = sql<boolean>`(${payments.method} = 'card' AND ${payments.status} IN ('pending', 'failed') AND ${payments.holdUntil} > now() AND ${orders.Status} = 'Pending')`;
