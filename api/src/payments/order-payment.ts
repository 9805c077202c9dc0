import { and, eq, sql } from 'drizzle-orm';
import {
  cashOnDeliveryLimitMessage,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '../contracts';
import type { Db } from '../db/database';
import { orders, payments } from '../db/schema';
import { HttpError } from '../plugins/errors';
import { providerFor, providerNamed } from './providers';

/** The provider for `method`, refusing cash on delivery above the shop's limit (fils). */
export function checkPaymentMethod(method: PaymentMethod, totalFils: number, codLimitFils: number) {
  const provider = providerFor(method);
  if (method === 'cash_on_delivery' && totalFils > codLimitFils) {
    throw new HttpError(400, cashOnDeliveryLimitMessage(codLimitFils));
  }
  return provider;
}

/** Starts the order's payment; called inside the order's transaction, so both are written or neither. */
export async function startPayment(
  tx: Db,
  order: { id: number; totalFils: number; method: PaymentMethod },
): Promise<void> {
  const provider = providerFor(order.method);
  const started = await provider.start({
    orderId: order.id,
    amountFils: order.totalFils,
    idempotencyKey: `order-${order.id}-start`,
  });
  await tx.insert(payments).values({
    OrderID: order.id,
    method: order.method,
    provider: provider.name,
    providerReference: started.reference,
    amountFils: order.totalFils,
    status: started.status,
  });
}

/**
 * Records the cash collected for a cash-on-delivery order, once: the payment row is locked, and
 * anything but an awaiting cash-on-delivery payment of a live order is refused with 409.
 */
export async function markOrderPaid(db: Db, orderId: number): Promise<void> {
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
    const confirmed = await providerNamed(payment.provider).confirm({
      reference: payment.providerReference,
      amountFils: payment.amountFils,
      idempotencyKey: `order-${orderId}-confirm`,
    });
    await tx
      .update(payments)
      .set({ status: confirmed.status, paidAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
  });
}

/**
 * Refunds a paid order through its provider, inside the cancel or return's transaction; an order
 * not paid has nothing to refund.
 */
export async function refundIfPaid(tx: Db, orderId: number): Promise<void> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.OrderID, orderId))
    .for('update');
  if (!payment || payment.status !== 'paid') return;
  const refunded = await providerNamed(payment.provider).refund({
    reference: payment.providerReference,
    amountFils: payment.amountFils - payment.refundedFils,
    idempotencyKey: `order-${orderId}-refund`,
  });
  await tx
    .update(payments)
    .set({
      status: refunded.status,
      refundedFils: payment.refundedFils + refunded.refundedFils,
      refundedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id));
}
