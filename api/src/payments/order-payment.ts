import { and, eq, sql } from 'drizzle-orm';
import {
  cashOnDeliveryLimitMessage,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '../contracts';
import type { Db } from '../db/database';
import { orders, paymentRefunds, payments } from '../db/schema';
import { paymentMails, queueIn } from '../orders/mails';
import { HttpError } from '../http-errors';
import type { PaymentProviders } from './providers';

/** The next tax invoice number, 'RLX-2026-000042': one sequence, never reused. */
export const nextInvoiceNumber = sql<string>`'RLX-' || to_char(now() AT TIME ZONE 'Asia/Dubai', 'YYYY') || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0')`;

/** The provider for `method`, refusing cash on delivery above the shop's limit (fils). */
export function checkPaymentMethod(
  providers: PaymentProviders,
  method: PaymentMethod,
  totalFils: number,
  codLimitFils: number,
) {
  const provider = providers.forMethod(method);
  if (method === 'cash_on_delivery' && totalFils > codLimitFils) {
    throw new HttpError(400, cashOnDeliveryLimitMessage(codLimitFils));
  }
  return provider;
}

/**
 * Starts the order's payment inside the order's transaction, so both are written or neither.
 * Cash starts at once; a card's page is opened afterwards (card-payment.ts) and the order holds
 * its pieces for `holdMinutes` meanwhile.
 */
export async function startPayment(
  tx: Db,
  providers: PaymentProviders,
  order: { id: number; totalFils: number; method: PaymentMethod },
  holdMinutes: number,
): Promise<void> {
  const provider = providers.forMethod(order.method);
  const row = {
    OrderID: order.id,
    method: order.method,
    provider: provider.name,
    amountFils: order.totalFils,
  };
  if (provider.hosted) {
    await tx.insert(payments).values({
      ...row,
      providerReference: '',
      status: 'pending',
      holdUntil: sql`now() + make_interval(mins => ${holdMinutes})`,
    });
    return;
  }
  const started = await provider.start({
    orderId: order.id,
    amountFils: order.totalFils,
    idempotencyKey: `order-${order.id}-start`,
    returnUrl: '',
    cancelUrl: '',
    payBy: new Date(),
  });
  await tx
    .insert(payments)
    .values({ ...row, providerReference: started.reference, status: started.status });
}

/**
 * Records the cash collected for a cash-on-delivery order, once: the payment row is locked, and
 * anything but an awaiting cash-on-delivery payment of a live order is refused with 409. The
 * buyer's 'payment received' mail is queued with it (links from `site`).
 */
export async function markOrderPaid(
  db: Db,
  providers: PaymentProviders,
  orderId: number,
  site: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ payment: payments, orderStatus: orders.Status })
      .from(payments)
      .innerJoin(orders, eq(orders.OrderID, payments.OrderID))
      .where(eq(payments.OrderID, orderId))
      .for('update', { of: payments });
    if (!row) throw new HttpError(404, `No order with id ${orderId}`);
    const { payment, orderStatus } = row;
    if (payment.method !== 'cash_on_delivery') {
      const label = PAYMENT_METHOD_LABELS[payment.method as PaymentMethod] ?? payment.method;
      throw new HttpError(409, `Order ${orderId} is not paid cash on delivery (${label})`);
    }
    if (payment.status === 'paid') throw new HttpError(409, `Order ${orderId} is already paid`);
    if (payment.status !== 'pending' || orderStatus === 'Cancelled' || orderStatus === 'Returned') {
      throw new HttpError(
        409,
        `Order ${orderId} is ${orderStatus}: there is no payment to collect`,
      );
    }
    const confirmed = await providers.named(payment.provider).confirm({
      reference: payment.providerReference,
      amountFils: payment.amountFils,
      idempotencyKey: `order-${orderId}-confirm`,
    });
    await tx
      .update(payments)
      .set({
        status: confirmed.status,
        paidAt: sql`now()`,
        updatedAt: sql`now()`,
        invoiceNumber: nextInvoiceNumber,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    if (confirmed.status === 'paid') {
      await queueIn(tx as unknown as Db, site, await paymentMails(tx as unknown as Db, orderId));
    }
  });
}

/**
 * Refunds a paid order through its provider, inside the cancel or return's transaction: when the
 * provider refuses, the whole change is refused and nothing moves. An order not paid has nothing
 * to refund.
 */
export async function refundIfPaid(
  tx: Db,
  providers: PaymentProviders,
  orderId: number,
): Promise<void> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.OrderID, orderId))
    .for('update');
  if (!payment || payment.status !== 'paid') return;
  const amountFils = payment.amountFils - payment.refundedFils;
  if (amountFils <= 0) return;
  const refunded = await providers.named(payment.provider).refund({
    reference: payment.providerPayment ?? payment.providerReference,
    amountFils,
    idempotencyKey: `order-${orderId}-refund`,
  });
  await tx.insert(paymentRefunds).values({
    paymentId: payment.id,
    providerReference: refunded.reference,
    amountFils,
    status: refunded.status,
  });
  if (refunded.status === 'failed') return;
  await tx
    .update(payments)
    .set({
      status: 'refunded',
      refundedFils: payment.refundedFils + amountFils,
      refundedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id));
}
