import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  canMoveOrder,
  RESTOCKING_STATUSES,
  RETURN_WINDOW_DAYS,
  withinReturnWindow,
  type OrderActor,
  type OrderStatus,
} from '../contracts';
import type { Db } from '../db/database';
import { orderDetails, orderEvents, orders, products } from '../db/schema';
import { queueFavouriteAlerts, snapshotProducts } from '../mail/alerts';
import { HttpError } from '../http-errors';
import { refundIfPaid } from '../payments/order-payment';
import type { PaymentProviders } from '../payments/providers';
import { releaseCouponUse } from '../promotions/coupons';
import { queueIn } from './mails';
import { statusMails } from './status-mails';

export const noOrder = (id: number) => new HttpError(404, `No order with id ${id}`);

const returnWindowClosed = (id: number) =>
  new HttpError(
    409,
    `Order ${id} cannot be returned: returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery`,
  );

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  /** The status the caller saw; when the order has moved since, the change is refused. */
  from?: OrderStatus;
  actor: OrderActor;
  /** The session user (for a buyer, only their own orders exist: others answer 404). */
  userId: number;
  carrier?: string;
  trackingNumber?: string;
  note?: string;
  /** The origin of the links in the buyer's mail (mailSite()). */
  site: string;
}

export interface StatusChanged {
  orderId: number;
  from: string;
  to: OrderStatus;
}

/**
 * Moves an order in one transaction: checks the move against the lifecycle tables, applies it
 * with a compare-and-set on the status (of two concurrent moves one wins, the other gets 409),
 * puts the pieces back in stock and refunds a paid order for Cancelled and Returned, gives a
 * cancelled order's coupon use back, records the event and queues the buyer's mail.
 */
export async function changeOrderStatus(
  db: Db,
  providers: PaymentProviders,
  change: StatusChange,
): Promise<StatusChanged> {
  const { orderId: id, to } = change;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.Status, userId: orders.UserID, deliveredAt: orders.deliveredAt })
      .from(orders)
      .where(eq(orders.OrderID, id));
    if (!order || (change.actor === 'buyer' && order.userId !== change.userId)) throw noOrder(id);
    const current = order.status;
    if (change.from !== undefined && change.from !== current) {
      throw new HttpError(409, `Order ${id} is ${current}, not ${change.from}`);
    }
    if (current === to) throw new HttpError(409, `Order ${id} is already ${to}`);
    if (!canMoveOrder(current, to, change.actor)) {
      throw new HttpError(409, `Cannot move order ${id} from ${current} to ${to}`);
    }
    if (to === 'Returned' && !withinReturnWindow(order.deliveredAt)) throw returnWindowClosed(id);

    const shipped = to === 'Shipped';
    const [moved] = await tx
      .update(orders)
      .set({
        Status: to,
        ...(shipped && {
          Carrier: change.carrier?.trim() ?? '',
          TrackingNumber: change.trackingNumber?.trim() ?? '',
        }),
        ...(to === 'Delivered' && { deliveredAt: sql`now()` }),
      })
      .where(
        and(
          eq(orders.OrderID, id),
          eq(orders.Status, current),
          // Checked again here, by the database clock, in the same statement as the move.
          to === 'Returned'
            ? gt(orders.deliveredAt, sql`now() - make_interval(days => ${RETURN_WINDOW_DAYS})`)
            : undefined,
        ),
      )
      .returning({ id: orders.OrderID });
    if (!moved) {
      const [now] = await tx
        .select({ status: orders.Status })
        .from(orders)
        .where(eq(orders.OrderID, id));
      if (!now) throw noOrder(id);
      if (now.status !== current) {
        throw new HttpError(409, `Order ${id} is ${now.status}, not ${current}`);
      }
      throw returnWindowClosed(id);
    }

    if (RESTOCKING_STATUSES.includes(to)) {
      await restock(tx as unknown as Db, id, change.site);
      await refundIfPaid(tx as unknown as Db, providers, id);
    }
    if (to === 'Cancelled') await releaseCouponUse(tx as unknown as Db, id);
    const note = change.note?.trim() ?? '';
    await tx.insert(orderEvents).values({
      OrderID: id,
      Status: to,
      actor: change.actor,
      UserID: change.userId,
      Note: note,
    });
    // Read after the refund, so a Cancelled or Returned mail states it.
    await queueIn(
      tx as unknown as Db,
      change.site,
      await statusMails(tx as unknown as Db, id, to, note),
    );
    return { orderId: id, from: current, to };
  });
}

/**
 * Puts an order's pieces back: Quantity += the line's quantity, and a public product's status
 * recomputed as productStatusFor does (SoldOut at 0, OnSale with an offer, else Available); an
 * Archived or Submitted product keeps its status. Ascending product ids, as placing an order
 * takes them, so the two never deadlock. A sold-out favourite back in stock mails the shoppers
 * who asked for alerts, in the same transaction (links from `site`).
 */
export async function restock(tx: Db, orderId: number, site: string) {
  const lines = await tx
    .select({
      ProductID: orderDetails.ProductID,
      Quantity: sql<number>`sum(${orderDetails.Quantity})::int`,
    })
    .from(orderDetails)
    .where(eq(orderDetails.OrderID, orderId))
    .groupBy(orderDetails.ProductID)
    .orderBy(asc(orderDetails.ProductID));
  const before = await snapshotProducts(
    tx,
    lines.map((line) => line.ProductID),
  );
  for (const line of lines) {
    const quantity = sql`${products.Quantity} + ${line.Quantity}`;
    await tx
      .update(products)
      .set({
        Quantity: quantity,
        Status: sql`CASE WHEN ${products.Status} NOT IN ('Available', 'OnSale', 'SoldOut') THEN ${products.Status}
          WHEN ${quantity} <= 0 THEN 'SoldOut'
          WHEN ${products.OfferPrice} > 0 THEN 'OnSale'
          ELSE 'Available' END`,
      })
      .where(eq(products.ProductID, line.ProductID));
  }
  await queueFavouriteAlerts(tx, site, before);
}
