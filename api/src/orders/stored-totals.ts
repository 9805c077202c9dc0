import { SHIPPING_ZONES, toFils, type ShippingZone, type StoredTotals } from '../contracts';
import { orders } from '../db/schema';

/** The order columns its totals are read from (AED), for a select. */
export const totalsColumns = {
  Subtotal: orders.Subtotal,
  Discount: orders.Discount,
  Shipping: orders.Shipping,
  VAT: orders.VAT,
  VatRate: orders.VatRate,
  ShippingZone: orders.ShippingZone,
  Total: orders.Total,
};

type TotalsRow = { [K in keyof typeof totalsColumns]: (typeof orders.$inferSelect)[K] };

/** An order's stored totals in fils, as checkout showed them. */
export function storedTotals(row: TotalsRow): StoredTotals {
  const zone = row.ShippingZone as ShippingZone | null;
  return {
    Subtotal: toFils(row.Subtotal),
    Discount: toFils(row.Discount),
    Shipping: toFils(row.Shipping),
    VAT: toFils(row.VAT),
    Total: toFils(row.Total),
    Zone: zone && SHIPPING_ZONES.includes(zone) ? zone : null,
    VatRate: Number(row.VatRate),
  };
}
