import { desc, eq } from 'drizzle-orm';
import { RETURN_WINDOW_DAYS, type OrderStatus, type RefundStatus } from '../contracts';
import type { Db } from '../db/database';
import { paymentRefunds } from '../db/schema';
import type { MailMessage, MailRefund } from '../mail/messages';
import { orderOf, type Mail } from './mails';

/** The newest refund of a payment: the one a cancel or return just made, if any. */
async function lastRefund(db: Db, paymentId: number | null): Promise<MailRefund | null> {
  if (paymentId === null) return null;
  const [refund] = await db
    .select({ amountFils: paymentRefunds.amountFils, status: paymentRefunds.status })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(desc(paymentRefunds.id))
    .limit(1);
  return refund ? { amountFils: refund.amountFils, status: refund.status as RefundStatus } : null;
}

/** The buyer's mail for the order's move to `status` (none for Pending). */
export async function statusMails(
  db: Db,
  orderId: number,
  status: OrderStatus,
  note = '',
): Promise<Mail[]> {
  const order = await orderOf(db, orderId);
  if (!order?.buyer) return [];
  const message = await statusMessage(db, orderId, status, note, order);
  return message ? [{ to: order.buyer, message }] : [];
}

async function statusMessage(
  db: Db,
  orderId: number,
  status: OrderStatus,
  note: string,
  order: { carrier: string | null; trackingNumber: string | null; paymentId: number | null },
): Promise<MailMessage | undefined> {
  switch (status) {
    case 'Confirmed':
    case 'Authenticated':
      return { kind: 'order_status', orderId, status };
    case 'Shipped':
      return {
        kind: 'order_shipped',
        orderId,
        carrier: order.carrier ?? '',
        trackingNumber: order.trackingNumber ?? '',
      };
    case 'Delivered':
      return { kind: 'order_delivered', orderId, returnDays: RETURN_WINDOW_DAYS };
    case 'Cancelled':
      return {
        kind: 'order_cancelled',
        orderId,
        refund: await lastRefund(db, order.paymentId),
        note,
      };
    case 'Returned':
      return { kind: 'order_returned', orderId, refund: await lastRefund(db, order.paymentId) };
    default:
      return undefined;
  }
}
