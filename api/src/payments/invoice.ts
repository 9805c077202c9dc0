import { asc, eq } from 'drizzle-orm';
import {
  toFils,
  type Invoice,
  type OrderActor,
  type PaymentMethod,
  type PaymentStatus,
} from '../contracts';
import type { Db } from '../db/database';
import { orderDetails, orders, payments, products, users } from '../db/schema';
import { HttpError } from '../http-errors';
import { storedTotals } from '../orders/stored-totals';

/** Who issues the invoices: the shop's name, tax registration number and address. */
export interface InvoiceSeller {
  Name: string;
  Trn: string;
  Address: string;
}

/**
 * The tax invoice of a paid (or since refunded) order, for its buyer or an administrator; for
 * anybody else the order does not exist (404). An order not paid has no invoice yet (409).
 */
export async function readInvoice(
  db: Db,
  orderId: number,
  viewer: { userId: number; actor: OrderActor },
  seller: InvoiceSeller,
): Promise<Invoice> {
  const [row] = await db
    .select({ order: orders, payment: payments, name: users.UserName, email: users.Email })
    .from(orders)
    .innerJoin(users, eq(users.UserID, orders.UserID))
    .leftJoin(payments, eq(payments.OrderID, orders.OrderID))
    .where(eq(orders.OrderID, orderId));
  if (!row || (viewer.actor === 'buyer' && row.order.UserID !== viewer.userId)) {
    throw new HttpError(404, `No order with id ${orderId}`);
  }
  const { order, payment } = row;
  if (!payment?.invoiceNumber || !payment.paidAt) {
    throw new HttpError(
      409,
      `Order ${orderId} has no invoice yet: the invoice is issued once the order is paid`,
    );
  }
  const lines = await db
    .select({
      ProductID: orderDetails.ProductID,
      ProductName: products.Name,
      ProductNameAr: products.NameAr,
      Quantity: orderDetails.Quantity,
      Price: orderDetails.Price,
    })
    .from(orderDetails)
    .innerJoin(products, eq(products.ProductID, orderDetails.ProductID))
    .where(eq(orderDetails.OrderID, orderId))
    .orderBy(asc(orderDetails.OrderDetailsID));
  const street = [order.Street, order.ApartmentNumber].filter(Boolean).join(', ');
  const city = [order.City, [order.State, order.ZipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    InvoiceNumber: payment.invoiceNumber,
    InvoiceDate: payment.paidAt.toISOString(),
    OrderID: order.OrderID,
    OrderDate: order.OrderDate.toISOString(),
    Seller: seller,
    Buyer: {
      Name: row.name,
      Email: row.email,
      Phone: order.PhoneNumber,
      Address: [order.Address, street, city, order.Country].filter(Boolean),
    },
    Lines: lines.map((line) => {
      const UnitPrice = toFils(line.Price);
      return {
        ProductID: line.ProductID,
        ProductName: line.ProductName,
        ProductNameAr: line.ProductNameAr,
        Quantity: line.Quantity,
        UnitPrice,
        Amount: UnitPrice * line.Quantity,
      };
    }),
    Totals: storedTotals(order),
    PaymentMethod: payment.method as PaymentMethod,
    PaymentStatus: payment.status as PaymentStatus,
    RefundedAmount: payment.refundedFils,
    CouponCode: order.CouponCode,
  };
}
