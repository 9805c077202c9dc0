import { asc, eq } from 'drizzle-orm';
import { DEFAULT_PAYMENT_METHOD, toFils, type PaymentMethod } from '../contracts';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { orderDetails, orders, payments, products, users } from '../db/schema';
import type { MailMessage, Recipient } from '../mail/messages';
import { mailSite, queueMails } from '../mail/outbox';
import { recipientColumns, recipientOf } from '../mail/recipients';
import { storedTotals, totalsColumns } from './stored-totals';

export type Mail = { to: Recipient; message: MailMessage };

/** What order mails need from the app: the links' origin and the sellers' payout delay. */
export interface MailSettings {
  site: string;
  payoutDelayDays: number;
}

export const mailSettings = (
  config: Pick<AppConfig, 'publicUrl' | 'port' | 'payoutDelayDays'>,
  request?: Parameters<typeof mailSite>[1],
): MailSettings => ({ site: mailSite(config, request), payoutDelayDays: config.payoutDelayDays });

/** Queues `mails` in `tx`, the transaction of their cause (nothing to write when none). */
export async function queueIn(tx: Db, site: string, mails: Mail[]): Promise<void> {
  if (mails.length > 0) await queueMails(tx, site, mails);
}

/** The order's buyer as a recipient, with the order's payment and totals. */
export async function orderOf(db: Db, orderId: number) {
  const [order] = await db
    .select({
      ...recipientColumns,
      ...totalsColumns,
      couponCode: orders.CouponCode,
      carrier: orders.Carrier,
      trackingNumber: orders.TrackingNumber,
      method: payments.method,
      amountFils: payments.amountFils,
      paymentId: payments.id,
    })
    .from(orders)
    .innerJoin(users, eq(users.UserID, orders.UserID))
    .leftJoin(payments, eq(payments.OrderID, orders.OrderID))
    .where(eq(orders.OrderID, orderId));
  if (!order) return undefined;
  const method = (order.method ?? DEFAULT_PAYMENT_METHOD) as PaymentMethod;
  return { ...order, buyer: recipientOf(order), method };
}

/** The order's lines with their products and sellers, in the order they were bought. */
const linesOf = (db: Db, orderId: number) =>
  db
    .select({
      ...recipientColumns,
      product: { id: products.ProductID, name: products.Name, nameAr: products.NameAr },
      quantity: orderDetails.Quantity,
      price: orderDetails.Price,
      productPrice: products.ProductPrice,
    })
    .from(orderDetails)
    .innerJoin(products, eq(products.ProductID, orderDetails.ProductID))
    .leftJoin(users, eq(users.UserID, products.UserID))
    .where(eq(orderDetails.OrderID, orderId))
    .orderBy(asc(orderDetails.OrderDetailsID));

/** One 'item_sold' per sold line to its seller: the payout is the product price (else price). */
export async function soldMails(db: Db, orderId: number, payoutDelayDays: number) {
  const mails: Mail[] = [];
  for (const line of await linesOf(db, orderId)) {
    const seller = recipientOf(line);
    if (!seller) continue;
    const unit = toFils(Number(line.productPrice ?? line.price));
    mails.push({
      to: seller,
      message: {
        kind: 'item_sold',
        orderId,
        product: line.product,
        quantity: line.quantity,
        payoutFils: unit * line.quantity,
        payoutDelayDays,
      },
    });
  }
  return mails;
}

/** The buyer's 'order_placed' with the lines and totals as checkout showed them. */
export async function placedMails(db: Db, orderId: number): Promise<Mail[]> {
  const order = await orderOf(db, orderId);
  if (!order?.buyer) return [];
  const lines = (await linesOf(db, orderId)).map((line) => ({
    product: line.product,
    quantity: line.quantity,
    unitFils: toFils(Number(line.price)),
  }));
  const message: MailMessage = {
    kind: 'order_placed',
    orderId,
    lines,
    totals: storedTotals(order),
    method: order.method,
    couponCode: order.couponCode,
  };
  return [{ to: order.buyer, message }];
}

/** The buyer's 'payment_received' for the order's whole payment. */
export async function paymentMails(db: Db, orderId: number): Promise<Mail[]> {
  const order = await orderOf(db, orderId);
  if (!order?.buyer || order.amountFils === null) return [];
  const message: MailMessage = {
    kind: 'payment_received',
    orderId,
    amountFils: order.amountFils,
    method: order.method,
  };
  return [{ to: order.buyer, message }];
}
