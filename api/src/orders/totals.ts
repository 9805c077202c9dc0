import { and, inArray } from 'drizzle-orm';
import { orderTotals, zoneOf, type TotalsQuote } from '../contracts';

/** Totals with the zone and rate they were computed with. */
export type ZoneTotals = Omit<TotalsQuote, 'PaymentMethods' | 'CashOnDeliveryLimit'>;
import type { Db } from '../db/database';
import { products } from '../db/schema';
import { HttpError } from '../plugins/errors';
import { mergeLines } from './merge-lines';
import { shippingRuleOf } from './shop-settings';

/** Statuses a product is sold in. */
export const SELLABLE = ['Available', 'OnSale'];

/**
 * Totals of lines already priced from the database (AED per piece, offer applied) shipped to
 * `country`: its zone's stored rule and the configured VAT rate.
 */
export async function totalsFor(
  db: Db,
  country: string,
  priced: readonly { Price: number; Quantity: number }[],
  vatRate: number,
): Promise<ZoneTotals> {
  const Zone = zoneOf(country);
  const shipping = await shippingRuleOf(db, Zone);
  return { ...orderTotals({ lines: priced, shipping, vatRate }), Zone, VatRate: vatRate };
}

/**
 * A bag's totals from the database prices (what the client sent as prices is never read). A
 * product that is not for sale -> 409 naming it; stock is not held (placing the order takes it).
 */
export async function quoteTotals(
  db: Db,
  country: string,
  lines: { ProductID: number; Quantity: number }[],
  vatRate: number,
): Promise<ZoneTotals> {
  const merged = mergeLines(lines);
  const ids = merged.map(([id]) => id);
  const rows = await db
    .select({ id: products.ProductID, Price: products.Price, OfferPrice: products.OfferPrice })
    .from(products)
    .where(and(inArray(products.ProductID, ids), inArray(products.Status, SELLABLE)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw new HttpError(409, `The product ${missing} is not available`);
  const priced = merged.map(([id, Quantity]) => ({ ...byId.get(id)!, Quantity }));
  return totalsFor(db, country, priced, vatRate);
}
