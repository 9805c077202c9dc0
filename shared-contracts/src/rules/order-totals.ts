/**
 * A bag's totals in integer fils (1 AED = 100 fils). Prices are VAT-inclusive: the VAT is the
 * tax part of the total, shipping included (UAE VAT applies to delivery as well).
 */
import { unitPrice } from './price';
import type { ShippingRule } from './shipping-zones';

/** Every amount in fils. Total = Subtotal - Discount + Shipping; VAT is included in Total. */
export interface OrderTotals {
  Subtotal: number;
  Discount: number;
  Shipping: number;
  VAT: number;
  Total: number;
}

export interface TotalsInput {
  /** Unit price (AED, offer applied by unitPrice) and pieces of each line. */
  lines: readonly { Price: number; OfferPrice?: number | null; Quantity: number }[];
  shipping: ShippingRule;
  /** VAT rate as a share, 0.05 for 5%. */
  vatRate: number;
  /** Fils off the goods (promotions); at most the subtotal. */
  discount?: number;
}

/** The UAE's VAT rate, the api's default (VAT_RATE). */
export const DEFAULT_VAT_RATE = 0.05;

/** AED (a price as the database holds it) to whole fils. */
export const toFils = (aed: number) => Math.round(Number(aed) * 100);

/** Fils to AED, for display helpers and numeric columns. */
export const toAed = (fils: number) => fils / 100;

/** Rates are kept to a hundredth of a percent so the VAT is computed on whole numbers. */
const RATE_SCALE = 10_000;

/** total x rate / (1 + rate), rounded half up to the fil, in integers (no binary fractions). */
export function includedVat(total: number, vatRate: number): number {
  const rate = Math.round(vatRate * RATE_SCALE);
  if (total <= 0 || rate <= 0) return 0;
  const numerator = total * rate;
  const denominator = RATE_SCALE + rate;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Subtotal of the lines; shipping is the zone's flat fee, waived once the subtotal after the
 * discount reaches the zone's threshold; the VAT is the part of the total that is tax.
 */
export function orderTotals({ lines, shipping, vatRate, discount = 0 }: TotalsInput): OrderTotals {
  const Subtotal = lines.reduce((sum, line) => sum + toFils(unitPrice(line)) * line.Quantity, 0);
  const Discount = Math.min(Math.max(0, Math.round(discount)), Subtotal);
  const goods = Subtotal - Discount;
  const Shipping = lines.length === 0 || goods >= shipping.freeFrom ? 0 : shipping.fee;
  const Total = goods + Shipping;
  return { Subtotal, Discount, Shipping, VAT: includedVat(Total, vatRate), Total };
}

/** '5%' for 0.05: the rate in the 'VAT included (5%)' label. */
export const vatPercent = (vatRate: number) =>
  `${Math.round(vatRate * RATE_SCALE) / (RATE_SCALE / 100)}%`;
