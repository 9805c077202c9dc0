import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  PUBLIC_STATUSES,
  SUCCESS,
  toAed,
  unitPrice,
  type NewOrderInput,
  type OrderPlacedResponse,
  type PaymentMethod,
} from '../../contracts';
import type { Db } from '../../db/database';
import { idempotencyKeys, orderDetails, orderEvents, orders, products } from '../../db/schema';
import { HttpError } from '../../http-errors';
import { placedMails, queueIn, soldMails, type MailSettings } from '../../orders/mails';
import { mergeLines } from '../../orders/merge-lines';
import { readShopSettings } from '../../orders/shop-settings';
import { checkPaymentMethod, startPayment } from '../../payments/order-payment';
import type { PaymentProviders } from '../../payments/providers';
import {
  discountLinesOf,
  SELLABLE,
  subtotalOf,
  totalsFor,
  type PricedLine,
} from '../../orders/totals';
import { claimCoupon } from '../../promotions/coupons';

type Shipping = Omit<NewOrderInput, 'Products' | 'UserID' | 'PaymentMethod' | 'Coupon'> & {
  Apartment: string;
  Notes: string;
};

export interface PlacedOrder {
  statusCode: number;
  response: OrderPlacedResponse;
}

/**
 * Places an order in one transaction: each line's stock is taken with a conditional UPDATE
 * (never below zero; SoldOut at zero), prices come from the database with the offer applied, the
 * totals (shipping by the Country's zone, VAT included at `vatRate`) are stored on the order, and
 * an idempotency key (first row wins, concurrent repeats wait for it) makes a repeat answer the
 * first order. Insufficient stock -> 409 naming the product, nothing written. The order's
 * timeline starts with its Pending event and its payment is started in the same transaction;
 * cash on delivery above the shop's limit -> 400, nothing written. A coupon code is checked and
 * counted in the same transaction (claimCoupon); a refused one -> 409 with its reason, nothing
 * written. The buyer's mail is queued in the same transaction, and for cash on delivery the
 * sellers' (a card sale is theirs once paid); a replayed key queues nothing.
 */
export async function placeOrder(
  db: Db,
  userId: number,
  shipping: Shipping,
  lines: { ProductID: number; Quantity: number }[],
  idempotencyKey: string | undefined,
  rules: { vatRate: number; holdMinutes: number; mail: MailSettings },
  providers: PaymentProviders,
  paymentMethod: PaymentMethod,
  couponCode = '',
): Promise<PlacedOrder> {
  const { vatRate, holdMinutes, mail } = rules;
  // A method not offered is refused before anything is taken.
  providers.forMethod(paymentMethod);
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId, key: idempotencyKey, statusCode: 0, response: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [first] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)));
        return { statusCode: first!.statusCode, response: first!.response as OrderPlacedResponse };
      }
    }
    const priced: (PricedLine & { ProductID: number })[] = [];
    for (const [ProductID, Quantity] of mergeLines(lines)) {
      const [taken] = await tx
        .update(products)
        .set({
          Quantity: sql`${products.Quantity} - ${Quantity}`,
          Status: sql`CASE WHEN ${products.Quantity} - ${Quantity} <= 0 THEN 'SoldOut' ELSE ${products.Status} END`,
        })
        .where(
          and(
            eq(products.ProductID, ProductID),
            gte(products.Quantity, Quantity),
            inArray(products.Status, SELLABLE),
          ),
        )
        .returning({
          Price: products.Price,
          OfferPrice: products.OfferPrice,
          BrandID: products.BrandID,
          CategoireID: products.CategoireID,
        });
      if (!taken) throw await stockError(tx as unknown as Db, ProductID);
      priced.push({
        ProductID,
        Quantity,
        Price: unitPrice(taken),
        BrandID: taken.BrandID,
        CategoireID: taken.CategoireID,
      });
    }
    const coupon = couponCode
      ? await claimCoupon(tx as unknown as Db, couponCode, {
          userId,
          lines: discountLinesOf(priced),
          subtotalFils: subtotalOf(priced),
        })
      : undefined;
    const totals = await totalsFor(
      tx as unknown as Db,
      shipping.Country,
      priced,
      vatRate,
      coupon?.discountFils ?? 0,
    );
    const { CashOnDeliveryLimit } = await readShopSettings(tx as unknown as Db);
    checkPaymentMethod(providers, paymentMethod, totals.Total, CashOnDeliveryLimit);
    const [order] = await tx
      .insert(orders)
      .values({
        UserID: userId,
        PhoneNumber: shipping.Phone,
        Address: shipping.Address,
        ApartmentNumber: shipping.Apartment,
        City: shipping.City,
        State: shipping.State,
        Country: shipping.Country,
        Street: shipping.Street,
        ZipCode: shipping.Zip,
        Notes: shipping.Notes,
        Subtotal: toAed(totals.Subtotal),
        Discount: toAed(totals.Discount),
        Shipping: toAed(totals.Shipping),
        VAT: toAed(totals.VAT),
        VatRate: totals.VatRate,
        ShippingZone: totals.Zone,
        Total: toAed(totals.Total),
        CouponCode: coupon?.code ?? null,
      })
      .returning({ id: orders.OrderID });
    await tx.insert(orderDetails).values(
      priced.map(({ ProductID, Quantity, Price }) => ({
        ProductID,
        Quantity,
        Price,
        OrderID: order!.id,
      })),
    );
    await coupon?.record(order!.id);
    await startPayment(
      tx as unknown as Db,
      providers,
      { id: order!.id, totalFils: totals.Total, method: paymentMethod },
      holdMinutes,
    );
    // The first event of the order's timeline.
    await tx
      .insert(orderEvents)
      .values({ OrderID: order!.id, Status: 'Pending', actor: 'buyer', UserID: userId });
    const mails = await placedMails(tx as unknown as Db, order!.id);
    if (paymentMethod === 'cash_on_delivery') {
      mails.push(...(await soldMails(tx as unknown as Db, order!.id, mail.payoutDelayDays)));
    }
    await queueIn(tx as unknown as Db, mail.site, mails);
    const response: OrderPlacedResponse = {
      status: 'success',
      message: SUCCESS.orderPlaced,
      OrderID: order!.id,
    };
    if (idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: 200, response: response })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)));
    }
    return { statusCode: 200, response };
  });
}

async function stockError(db: Db, productId: number): Promise<HttpError> {
  const [product] = await db
    .select({ name: products.Name, quantity: products.Quantity, status: products.Status })
    .from(products)
    .where(eq(products.ProductID, productId));
  if (!product || !(PUBLIC_STATUSES as readonly string[]).includes(product.status)) {
    return new HttpError(409, `The product ${productId} is not available`);
  }
  const available = product.status === 'SoldOut' ? 0 : Math.max(0, product.quantity);
  return new HttpError(409, `Only ${available} items of "${product.name}" are available`);
}
