import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  DEFAULT_PAYMENT_METHOD,
  formatAed,
  PAYMENT_METHOD_LABELS,
  RETURN_WINDOW_DAYS,
  vatPercent,
  type PaymentMethod,
  type StoredTotals,
} from '../contracts';
import type { OutgoingMail } from '../auth-v1/mailbox/mailer';
import type { Db } from '../db/database';
import { orderDetails, orders, payments, products, users } from '../db/schema';
import type { StatusChanged } from './lifecycle';
import { storedTotals, totalsColumns } from './stored-totals';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A short mail from paragraphs (a paragraph's lines stay separate lines). */
function plainMail(to: string, subject: string, paragraphs: string[]): OutgoingMail {
  return {
    to,
    subject,
    text: [...paragraphs, 'Reluxe'].join('\n\n'),
    html: [...paragraphs, 'Reluxe']
      .map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`)
      .join('\n'),
  };
}

const aed = (cents: number) => formatAed(Math.round(cents) / 100);

interface PlacedLine {
  name: string;
  quantity: number;
  price: number;
}

/** The totals as checkout showed them: Subtotal, any discount, Shipping, the VAT included, Total. */
function totalsLines(totals: StoredTotals): string[] {
  return [
    `Subtotal: ${aed(totals.Subtotal)}`,
    ...(totals.Discount > 0 ? [`Discount: -${aed(totals.Discount)}`] : []),
    `Shipping: ${totals.Shipping === 0 ? 'Free' : aed(totals.Shipping)}`,
    `VAT included (${vatPercent(totals.VatRate)}): ${aed(totals.VAT)}`,
    `Total: ${aed(totals.Total)}`,
  ];
}

export function orderPlacedMail(
  buyer: { name: string; email: string },
  orderId: number,
  lines: PlacedLine[],
  totals: StoredTotals,
  method: PaymentMethod,
): OutgoingMail {
  return plainMail(buyer.email, `We received your order ${orderId}`, [
    `Hello ${buyer.name},`,
    `Thank you for your order. Here is what you bought (order ${orderId}):`,
    [
      ...lines.map(
        (l) => `${l.quantity} x ${l.name}: ${aed(Math.round(l.price * 100) * l.quantity)}`,
      ),
      '',
      ...totalsLines(totals),
    ].join('\n'),
    `Payment: ${PAYMENT_METHOD_LABELS[method]}`,
    'We will mail you again when your order ships.',
  ]);
}

export function orderShippedMail(change: StatusChanged): OutgoingMail {
  return plainMail(change.buyer.email, `Your order ${change.orderId} has shipped`, [
    `Hello ${change.buyer.name},`,
    `Your order ${change.orderId} is on its way.`,
    `Carrier: ${change.carrier ?? ''}\nTracking number: ${change.trackingNumber ?? ''}`,
  ]);
}

export function orderDeliveredMail(change: StatusChanged): OutgoingMail {
  return plainMail(change.buyer.email, `Your order ${change.orderId} was delivered`, [
    `Hello ${change.buyer.name},`,
    `Your order ${change.orderId} was delivered. We hope you enjoy it.`,
    `If something is wrong with it, contact us within ${RETURN_WINDOW_DAYS} days to arrange a return.`,
  ]);
}

export function itemSoldMail(
  seller: { name: string; email: string },
  orderId: number,
  sale: { name: string; quantity: number; payoutCents: number },
  payoutDelayDays: number,
): OutgoingMail {
  const pieces = sale.quantity === 1 ? '1 piece' : `${sale.quantity} pieces`;
  return plainMail(seller.email, `Your item sold: ${sale.name}`, [
    `Hello ${seller.name},`,
    `Good news: ${pieces} of "${sale.name}" sold (order ${orderId}).`,
    payoutDelayDays === 0
      ? `You will be paid ${aed(sale.payoutCents)} once the buyer receives the order.`
      : `You will be paid ${aed(sale.payoutCents)}, ${payoutDelayDays} days after the buyer receives the order.`,
  ]);
}

/** The buyer's mail and one mail per sold line to its seller, read after the order committed. */
export async function placedOrderMails(
  db: Db,
  orderId: number,
  payoutDelayDays: number,
): Promise<OutgoingMail[]> {
  const [buyer] = await db
    .select({
      name: users.UserName,
      email: users.Email,
      method: payments.method,
      ...totalsColumns,
    })
    .from(orders)
    .innerJoin(users, eq(users.UserID, orders.UserID))
    .leftJoin(payments, eq(payments.OrderID, orders.OrderID))
    .where(eq(orders.OrderID, orderId));
  if (!buyer) return [];
  const lines = await db
    .select({
      name: products.Name,
      quantity: orderDetails.Quantity,
      price: orderDetails.Price,
      productPrice: products.ProductPrice,
      sellerName: users.UserName,
      sellerEmail: users.Email,
    })
    .from(orderDetails)
    .innerJoin(products, eq(products.ProductID, orderDetails.ProductID))
    .leftJoin(users, eq(users.UserID, products.UserID))
    .where(eq(orderDetails.OrderID, orderId))
    .orderBy(asc(orderDetails.OrderDetailsID));
  const placed = lines.map((l) => ({ ...l, price: Number(l.price) }));
  const method = (buyer.method ?? DEFAULT_PAYMENT_METHOD) as PaymentMethod;
  const mails = [orderPlacedMail(buyer, orderId, placed, storedTotals(buyer), method)];
  for (const line of placed) {
    if (!line.sellerEmail || !line.sellerName) continue;
    const unit = line.productPrice === null ? line.price : Number(line.productPrice);
    mails.push(
      itemSoldMail(
        { name: line.sellerName, email: line.sellerEmail },
        orderId,
        {
          name: line.name,
          quantity: line.quantity,
          payoutCents: Math.round(unit * 100) * line.quantity,
        },
        payoutDelayDays,
      ),
    );
  }
  return mails;
}

/** The buyer's mail for a status change, when that status has one. */
export function statusMails(change: StatusChanged): OutgoingMail[] {
  if (change.to === 'Shipped') return [orderShippedMail(change)];
  if (change.to === 'Delivered') return [orderDeliveredMail(change)];
  return [];
}

/**
 * Sends mails after the call's transaction committed, without holding up its response: a failure
 * (building or sending) is logged, never answered.
 */
export function sendInBackground(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  build: () => Promise<OutgoingMail[]> | OutgoingMail[],
) {
  setImmediate(() => {
    void (async () => {
      const mailer = app.mailer;
      if (!mailer) return;
      for (const mail of await build()) {
        await mailer
          .send(mail)
          .catch((error: unknown) =>
            log.error({ err: error, subject: mail.subject }, 'could not send an order mail'),
          );
      }
    })().catch((error: unknown) => log.error({ err: error }, 'could not prepare order mails'));
  });
}
