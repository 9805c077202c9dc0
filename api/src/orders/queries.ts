import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  nextOrderStatuses,
  payableFrom,
  payoutDue,
  payoutStateOf,
  toFils,
  withinReturnWindow,
  type Order,
  type OrderActor,
  type OrderEvent,
  type OrderStatus,
  type OrderSummary,
  type OrderView,
  type PageResponse,
  type PaymentMethod,
  type PaymentStatus,
  type Sale,
  type SellerPayouts,
} from '../contracts';
import type { Db } from '../db/database';
import { orderDetails, orderEvents, orders, payments, products, users } from '../db/schema';
import { userIdentityColumns } from '../db/user-columns';
import { HttpError } from '../http-errors';
import { noOrder } from './lifecycle';
import { canPay } from '../payments/card-payment';
import { refundsOf } from '../payments/payment-records';
import { queueIn } from './mails';
import { payoutMails } from './seller-mails';
import { storedTotals, totalsColumns } from './stored-totals';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const money = (cents: number) => Math.round(cents) / 100;

/** An order's payment method and status (every order has a payment since migration 0015). */
const paymentColumns = {
  PaymentMethod: sql<PaymentMethod>`coalesce(${payments.method}, 'cash_on_delivery')`,
  PaymentStatus: sql<PaymentStatus>`coalesce(${payments.status}, 'pending')`,
};
const paymentOfOrder = eq(payments.OrderID, orders.OrderID);

/** Orders as the back-office lists them, newest first. */
export async function orderRows(
  db: Db,
  query: { where?: SQL; limit: number; offset?: number },
): Promise<Order[]> {
  const rows = await db
    .select({
      OrderID: orders.OrderID,
      UserName: users.UserName,
      PhoneNumber: orders.PhoneNumber,
      OrderDate: orders.OrderDate,
      Status: orders.Status,
      Address: orders.Address,
      ApartmentNumber: orders.ApartmentNumber,
      City: orders.City,
      State: orders.State,
      Country: orders.Country,
      Street: orders.Street,
      ZipCode: orders.ZipCode,
      Notes: orders.Notes,
      ...paymentColumns,
      Total: orders.Total,
    })
    .from(orders)
    .innerJoin(users, eq(users.UserID, orders.UserID))
    .leftJoin(payments, paymentOfOrder)
    .where(query.where)
    .orderBy(desc(orders.OrderID))
    .limit(query.limit)
    .offset(query.offset ?? 0);
  return rows.map((row) => ({
    ...row,
    OrderDate: row.OrderDate.toISOString(),
    Total: Number(row.Total),
  }));
}

/** The back-office page of orders, newest first, of one status when asked. */
export async function orderPage(
  db: Db,
  query: { page: number; limit: number; status?: OrderStatus },
): Promise<PageResponse<Order>> {
  const where = query.status ? eq(orders.Status, query.status) : undefined;
  const offset = (query.page - 1) * query.limit;
  const [data, [counted]] = await Promise.all([
    orderRows(db, { where, limit: query.limit, offset }),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { data, total: counted?.n ?? 0 };
}

/** The session user's orders, newest first, with their pieces and total. */
export async function myOrders(
  db: Db,
  userId: number,
  query: { page: number; limit: number },
): Promise<PageResponse<OrderSummary>> {
  const mine = eq(orders.UserID, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        OrderID: orders.OrderID,
        OrderDate: orders.OrderDate,
        // Qualified by hand: drizzle writes a column of the outer table unqualified here.
        Pieces: sql<number>`(SELECT coalesce(sum(d.quantity), 0)::int FROM order_details d WHERE d.order_id = "orders"."id")`,
        Status: orders.Status,
        ...totalsColumns,
        ...paymentColumns,
      })
      .from(orders)
      .leftJoin(payments, paymentOfOrder)
      .where(mine)
      .orderBy(desc(orders.OrderID))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(orders).where(mine),
  ]);
  return {
    data: rows.map((row) => ({
      OrderID: row.OrderID,
      OrderDate: row.OrderDate.toISOString(),
      Pieces: Number(row.Pieces),
      Total: Number(row.Total),
      Totals: storedTotals(row),
      Status: row.Status as OrderStatus,
      PaymentMethod: row.PaymentMethod,
      PaymentStatus: row.PaymentStatus,
    })),
    total: counted?.n ?? 0,
  };
}

/**
 * One order for its buyer or an administrator; anybody else gets the same 404 as for a missing
 * order, so order ids reveal nothing.
 */
export async function orderView(
  db: Db,
  orderId: number,
  viewer: { userId: number; actor: OrderActor },
): Promise<OrderView> {
  const [order] = await db
    .select({
      order: orders,
      UserName: users.UserName,
      ...paymentColumns,
      RefundedAmount: sql<number>`coalesce(${payments.refundedFils}, 0)`,
      paymentId: payments.id,
      holdUntil: payments.holdUntil,
      CanPay: sql<boolean>`coalesce(${canPay}, false)`,
      InvoiceNumber: payments.invoiceNumber,
    })
    .from(orders)
    .innerJoin(users, eq(users.UserID, orders.UserID))
    .leftJoin(payments, paymentOfOrder)
    .where(eq(orders.OrderID, orderId));
  if (!order || (viewer.actor === 'buyer' && order.order.UserID !== viewer.userId)) {
    throw noOrder(orderId);
  }
  const [lines, events, refunds] = await Promise.all([
    db
      .select({
        OrderDetailsID: orderDetails.OrderDetailsID,
        ProductID: orderDetails.ProductID,
        ProductName: products.Name,
        ProductNameAr: products.NameAr,
        Image: sql<string>`coalesce(${products.images}[1], '')`,
        Quantity: orderDetails.Quantity,
        Price: orderDetails.Price,
      })
      .from(orderDetails)
      .innerJoin(products, eq(products.ProductID, orderDetails.ProductID))
      .where(eq(orderDetails.OrderID, orderId))
      .orderBy(asc(orderDetails.OrderDetailsID)),
    db
      .select({
        Status: orderEvents.Status,
        at: orderEvents.at,
        actor: orderEvents.actor,
        name: users.UserName,
        Note: orderEvents.Note,
      })
      .from(orderEvents)
      .leftJoin(users, eq(users.UserID, orderEvents.UserID))
      .where(eq(orderEvents.OrderID, orderId))
      .orderBy(asc(orderEvents.id)),
    order.paymentId === null ? [] : refundsOf(db, [order.paymentId]),
  ]);
  const o = order.order;
  const status = o.Status as OrderStatus;
  let next = [...nextOrderStatuses(status, viewer.actor)];
  if (next.includes('Returned') && !withinReturnWindow(o.deliveredAt)) {
    next = next.filter((s) => s !== 'Returned');
  }
  const Timeline: OrderEvent[] = events.map((event) => ({
    Status: event.Status as OrderStatus,
    At: event.at.toISOString(),
    // A buyer sees that the back-office moved the order, not which administrator did.
    By:
      event.actor === 'admin' && event.name && viewer.actor === 'admin'
        ? `admin (${event.name})`
        : event.actor,
    Note: event.Note,
  }));
  return {
    OrderID: o.OrderID,
    UserID: o.UserID,
    UserName: order.UserName,
    OrderDate: o.OrderDate.toISOString(),
    Status: status,
    Total: Number(o.Total),
    Totals: storedTotals(o),
    Pieces: lines.reduce((sum, line) => sum + line.Quantity, 0),
    PhoneNumber: o.PhoneNumber,
    Address: o.Address,
    ApartmentNumber: o.ApartmentNumber,
    Street: o.Street,
    City: o.City,
    State: o.State,
    Zip: o.ZipCode,
    Country: o.Country,
    Notes: o.Notes,
    Carrier: o.Carrier,
    TrackingNumber: o.TrackingNumber,
    Lines: lines.map((line) => ({ ...line, Price: Number(line.Price) })),
    Timeline,
    NextStatuses: next,
    PaymentMethod: order.PaymentMethod,
    PaymentStatus: order.PaymentStatus,
    RefundedAmount: Number(order.RefundedAmount),
    Refunds: refunds.map(({ paymentId: _payment, ...refund }) => refund),
    PaymentHoldUntil:
      order.PaymentStatus === 'pending' || order.PaymentStatus === 'failed'
        ? iso(order.holdUntil)
        : null,
    CanPay: Boolean(order.CanPay),
    InvoiceNumber: order.InvoiceNumber,
    CouponCode: o.CouponCode,
  };
}

const saleColumns = {
  OrderDetailsID: orderDetails.OrderDetailsID,
  OrderID: orderDetails.OrderID,
  OrderDate: orders.OrderDate,
  ProductID: orderDetails.ProductID,
  ProductName: products.Name,
  ProductNameAr: products.NameAr,
  Quantity: orderDetails.Quantity,
  Price: orderDetails.Price,
  ProductPrice: products.ProductPrice,
  FeesPrice: products.FeesPrice,
  ShippingPrice: products.ShippingPrice,
  OrderStatus: orders.Status,
  deliveredAt: orders.deliveredAt,
  paidAt: orderDetails.paidAt,
  SellerID: products.UserID,
  PaymentStatus: payments.status,
};

type SaleRow = Awaited<ReturnType<typeof saleRows>>[number];

/** A sold line as the seller sees it; the payout is the product price (or the price) x pieces. */
function saleOf(row: SaleRow, delayDays: number): Sale {
  const Price = Number(row.Price);
  const ProductPrice = row.ProductPrice === null ? null : Number(row.ProductPrice);
  const PayoutState = payoutStateOf({
    orderStatus: row.OrderStatus,
    deliveredAt: iso(row.deliveredAt),
    paidAt: iso(row.paidAt),
    buyerPaid: row.PaymentStatus === 'paid',
  });
  const dated = (PayoutState === 'Payable' || PayoutState === 'Paid') && row.deliveredAt;
  return {
    OrderDetailsID: row.OrderDetailsID,
    OrderID: row.OrderID,
    OrderDate: row.OrderDate.toISOString(),
    ProductID: row.ProductID,
    ProductName: row.ProductName,
    ProductNameAr: row.ProductNameAr,
    Quantity: row.Quantity,
    Price,
    ProductPrice,
    FeesPrice: row.FeesPrice === null ? null : Number(row.FeesPrice),
    ShippingPrice: row.ShippingPrice === null ? null : Number(row.ShippingPrice),
    Payout: money(Math.round((ProductPrice ?? Price) * 100) * row.Quantity),
    OrderStatus: row.OrderStatus as OrderStatus,
    PayoutState,
    PayableFrom: dated ? payableFrom(dated, delayDays).toISOString() : null,
    PaidAt: iso(row.paidAt),
  };
}

const saleRows = (db: Db, where: SQL | undefined) =>
  db
    .select(saleColumns)
    .from(orderDetails)
    .innerJoin(orders, eq(orders.OrderID, orderDetails.OrderID))
    .innerJoin(products, eq(products.ProductID, orderDetails.ProductID))
    .leftJoin(payments, paymentOfOrder)
    .where(where);

/** Most sales a seller's list answers (the newest). */
export const MY_SALES_LIMIT = 1000;

/** The sold lines of the user's products, newest first. */
export async function mySales(db: Db, userId: number, delayDays: number): Promise<Sale[]> {
  const rows = await saleRows(db, eq(products.UserID, userId))
    .orderBy(desc(orderDetails.OrderID), desc(orderDetails.OrderDetailsID))
    .limit(MY_SALES_LIMIT);
  return rows.map((row) => saleOf(row, delayDays));
}

/** Delivered at least `delayDays` ago and paid by the buyer, not paid out, with a seller. */
const payableNow = (delayDays: number) =>
  and(
    eq(orders.Status, 'Delivered'),
    eq(payments.status, 'paid'),
    lte(orders.deliveredAt, sql`now() - make_interval(days => ${delayDays})`),
    isNull(orderDetails.paidAt),
    isNotNull(products.UserID),
  );

/** Payable sales grouped per seller (by seller id), each seller's newest first. */
export async function payouts(db: Db, delayDays: number): Promise<SellerPayouts[]> {
  const rows = await saleRows(db, payableNow(delayDays)).orderBy(
    asc(products.UserID),
    desc(orderDetails.OrderID),
    desc(orderDetails.OrderDetailsID),
  );
  const sellerIds = [...new Set(rows.map((row) => row.SellerID!))];
  const sellers =
    sellerIds.length === 0
      ? []
      : await db.select(userIdentityColumns).from(users).where(inArray(users.UserID, sellerIds));
  const bySeller = new Map<number, SellerPayouts>(
    sellers.map((seller) => [seller.UserID, { ...seller, Amount: 0, Sales: [] }]),
  );
  const now = new Date();
  for (const row of rows) {
    const seller = bySeller.get(row.SellerID!);
    if (!seller) continue;
    const sale = saleOf(row, delayDays);
    // The query used the database clock; this keeps the list and markPaid on the same rule.
    if (!payoutDue(sale, now)) continue;
    seller.Sales.push(sale);
    seller.Amount = money(Math.round(seller.Amount * 100) + Math.round(sale.Payout * 100));
  }
  return sellerIds
    .map((id) => bySeller.get(id))
    .filter((seller): seller is SellerPayouts => !!seller && seller.Sales.length > 0);
}

/** Why a sale cannot be paid now (its state, or the day it falls due), or '' when it can. */
function notDue(sale: Sale, now = new Date()): string {
  if (payoutDue(sale, now)) return '';
  if (sale.PayoutState === 'Payable') return `due from ${sale.PayableFrom?.slice(0, 10)}`;
  if (sale.PayoutState === 'Awaiting payment') return 'the buyer has not paid';
  return sale.PayoutState;
}

/**
 * Records sold lines as paid in one transaction. Every line must be payable now (else 409 naming
 * the first that is not, nothing written); the rows are locked first so a line is paid once.
 * Each seller paid gets one mail with the sum, queued in the same transaction.
 */
export async function markPaid(
  db: Db,
  ids: number[],
  delayDays: number,
  site: string,
): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: orderDetails.OrderDetailsID })
      .from(orderDetails)
      .where(inArray(orderDetails.OrderDetailsID, wanted))
      .orderBy(asc(orderDetails.OrderDetailsID))
      .for('update');
    const found = new Set(locked.map((row) => row.id));
    const missing = wanted.find((id) => !found.has(id));
    if (missing !== undefined) throw new HttpError(404, `No sale with OrderDetailsID ${missing}`);
    const rows = await saleRows(tx as unknown as Db, inArray(orderDetails.OrderDetailsID, wanted));
    const now = new Date();
    const byId = new Map(rows.map((row) => [row.OrderDetailsID, row]));
    for (const id of wanted) {
      const row = byId.get(id)!;
      // A seller is paid only from what the buyer paid.
      const refusal =
        row.SellerID === null
          ? 'without a seller'
          : notDue(saleOf(row, delayDays), now) ||
            (row.PaymentStatus === 'paid' ? '' : 'the buyer has not paid');
      if (refusal) {
        throw new HttpError(409, `Sale ${id} (order ${row.OrderID}) is not payable: ${refusal}`);
      }
    }
    const paid = await tx
      .update(orderDetails)
      .set({ paidAt: now })
      .where(and(inArray(orderDetails.OrderDetailsID, wanted), isNull(orderDetails.paidAt)))
      .returning({ id: orderDetails.OrderDetailsID });
    const sales = paid.map(({ id }) => {
      const row = byId.get(id)!;
      const sale = saleOf(row, delayDays);
      return { sellerId: row.SellerID!, payoutFils: toFils(sale.Payout), pieces: sale.Quantity };
    });
    await queueIn(tx as unknown as Db, site, await payoutMails(tx as unknown as Db, sales));
    return paid.length;
  });
}
