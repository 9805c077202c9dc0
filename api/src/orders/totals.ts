import { and, inArray } from 'drizzle-orm';
import {
  orderTotals,
  toFils,
  unitPrice,
  zoneOf,
  type AppliedCoupon,
  type DiscountLine,
  type TotalsQuote,
} from '../contracts';
import type { Db } from '../db/database';
import { products } from '../db/schema';
import { HttpError } from '../http-errors';
import { checkCoupon, CouponRefused } from '../promotions/coupons';
import { mergeLines } from './merge-lines';
import { shippingRuleOf } from './shop-settings';

/** Totals with the zone and rate they were computed with. */
export type ZoneTotals = Omit<
  TotalsQuote,
  'PaymentMethods' | 'CashOnDeliveryLimit' | 'Coupon' | 'CouponError'
>;

/** Statuses a product is sold in. */
export const SELLABLE = ['Available', 'OnSale'];

/** A line priced from the database (AED per piece, offer applied) with its brand and category. */
export interface PricedLine {
  Price: number;
  Quantity: number;
  BrandID: number | null;
  CategoireID: number | null;
}

/** The lines as a code's discount reads them (fils per piece). */
export const discountLinesOf = (lines: readonly PricedLine[]): DiscountLine[] =>
  lines.map((line) => ({
    UnitPrice: toFils(line.Price),
    Quantity: line.Quantity,
    BrandID: line.BrandID,
    CategoryID: line.CategoireID,
  }));

/** The lines' subtotal in fils, as the totals compute it. */
export const subtotalOf = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, line) => sum + toFils(line.Price) * line.Quantity, 0);

/**
 * Totals of priced lines shipped to `country`: its zone's stored rule, the configured VAT rate,
 * and a discount (fils) taken before shipping and VAT.
 */
export async function totalsFor(
  db: Db,
  country: string,
  priced: readonly { Price: number; Quantity: number }[],
  vatRate: number,
  discountFils = 0,
): Promise<ZoneTotals> {
  const Zone = zoneOf(country);
  const shipping = await shippingRuleOf(db, Zone);
  return {
    ...orderTotals({ lines: priced, shipping, vatRate, discount: discountFils }),
    Zone,
    VatRate: vatRate,
  };
}

/**
 * A bag's totals from the database prices (what the client sent as prices is never read). A
 * product that is not for sale -> 409 naming it; stock is not held (placing the order takes it).
 * A coupon code is applied when the bag qualifies; a refused one is answered as CouponError
 * with the totals without it.
 */
export async function quoteTotals(
  db: Db,
  country: string,
  lines: { ProductID: number; Quantity: number }[],
  vatRate: number,
  coupon?: { code: string; userId?: number },
): Promise<ZoneTotals & { Coupon: AppliedCoupon | null; CouponError: string | null }> {
  const merged = mergeLines(lines);
  const ids = merged.map(([id]) => id);
  const rows = await db
    .select({
      id: products.ProductID,
      Price: products.Price,
      OfferPrice: products.OfferPrice,
      BrandID: products.BrandID,
      CategoireID: products.CategoireID,
    })
    .from(products)
    .where(and(inArray(products.ProductID, ids), inArray(products.Status, SELLABLE)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw new HttpError(409, `The product ${missing} is not available`);
  const priced: PricedLine[] = merged.map(([id, Quantity]) => {
    const row = byId.get(id)!;
    return { Price: unitPrice(row), Quantity, BrandID: row.BrandID, CategoireID: row.CategoireID };
  });
  let applied: AppliedCoupon | null = null;
  let CouponError: string | null = null;
  if (coupon?.code) {
    try {
      const checked = await checkCoupon(db, coupon.code, {
        userId: coupon.userId,
        lines: discountLinesOf(priced),
        subtotalFils: subtotalOf(priced),
      });
      applied = { Code: checked.promotion.code.toUpperCase(), Discount: checked.discountFils };
    } catch (error) {
      if (!(error instanceof CouponRefused)) throw error;
      CouponError = error.message;
    }
  }
  const totals = await totalsFor(db, country, priced, vatRate, applied?.Discount ?? 0);
  return { ...totals, Coupon: applied && { ...applied, Discount: totals.Discount }, CouponError };
}
