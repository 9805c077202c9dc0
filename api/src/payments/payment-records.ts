import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type {
  PageResponse,
  PaymentMethod,
  PaymentRecord,
  PaymentRefund,
  PaymentStatus,
  RefundStatus,
} from '../contracts';
import type { Db } from '../db/database';
import { orders, paymentRefunds, payments, users } from '../db/schema';

/** The refunds of some payments, oldest first, each with its payment's id. */
export async function refundsOf(
  db: Db,
  paymentIds: number[],
): Promise<(PaymentRefund & { paymentId: number })[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentId, paymentIds))
    .orderBy(asc(paymentRefunds.id));
  return rows.map((row) => ({
    paymentId: row.paymentId,
    Amount: row.amountFils,
    Status: row.status as RefundStatus,
    Reference: row.providerReference,
    At: row.createdAt.toISOString(),
  }));
}

/** The back-office's money trail: payments newest first, of one status when asked. */
export async function paymentPage(
  db: Db,
  query: { page: number; limit: number; status?: PaymentStatus },
): Promise<PageResponse<PaymentRecord>> {
  const where = query.status ? eq(payments.status, query.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ payment: payments, BuyerName: users.UserName })
      .from(payments)
      .innerJoin(orders, eq(orders.OrderID, payments.OrderID))
      .innerJoin(users, eq(users.UserID, orders.UserID))
      .where(where)
      .orderBy(desc(payments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  const refunds = await refundsOf(
    db,
    rows.map((row) => row.payment.id),
  );
  return {
    data: rows.map(({ payment, BuyerName }) => ({
      PaymentID: payment.id,
      OrderID: payment.OrderID,
      BuyerName,
      Method: payment.method as PaymentMethod,
      Provider: payment.provider,
      Reference: payment.providerPayment ?? payment.providerReference,
      Amount: payment.amountFils,
      RefundedAmount: payment.refundedFils,
      Status: payment.status as PaymentStatus,
      CreatedAt: payment.createdAt.toISOString(),
      PaidAt: payment.paidAt?.toISOString() ?? null,
      Refunds: refunds
        .filter((refund) => refund.paymentId === payment.id)
        .map(({ paymentId: _payment, ...refund }) => refund),
    })),
    total: counted?.n ?? 0,
  };
}
