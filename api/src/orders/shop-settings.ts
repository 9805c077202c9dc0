import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_CASH_ON_DELIVERY_LIMIT,
  DEFAULT_SHIPPING_RULES,
  SHIPPING_ZONES,
  ZONE_NAMES,
  type ShippingRule,
  type ShippingZone,
  type ShopSettings,
} from '../contracts';
import type { Db } from '../db/database';
import { appSettings, shippingZones } from '../db/schema';

/** The app_settings key of the cash-on-delivery limit (fils, as text). */
export const CASH_ON_DELIVERY_LIMIT_KEY = 'cash_on_delivery_limit_fils';

/**
 * One zone's rule as stored; the seeded default if its row is missing (the migration seeds all
 * three, so this is only a guard).
 */
export async function shippingRuleOf(db: Db, zone: ShippingZone): Promise<ShippingRule> {
  const [row] = await db
    .select({ fee: shippingZones.feeFils, freeFrom: shippingZones.freeFromFils })
    .from(shippingZones)
    .where(eq(shippingZones.zone, zone));
  return row ?? DEFAULT_SHIPPING_RULES[zone];
}

/** Every zone's rule and the cash-on-delivery limit, in fils. */
export async function readShopSettings(db: Db): Promise<ShopSettings> {
  const [rows, [limit]] = await Promise.all([
    db.select().from(shippingZones),
    db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, CASH_ON_DELIVERY_LIMIT_KEY)),
  ]);
  const byZone = new Map(rows.map((row) => [row.zone, row]));
  const stored = Number(limit?.value);
  return {
    Zones: SHIPPING_ZONES.map((zone) => {
      const row = byZone.get(zone);
      const rule = row
        ? { fee: row.feeFils, freeFrom: row.freeFromFils }
        : DEFAULT_SHIPPING_RULES[zone];
      return { Zone: zone, Name: ZONE_NAMES[zone], Fee: rule.fee, FreeFrom: rule.freeFrom };
    }),
    CashOnDeliveryLimit: Number.isSafeInteger(stored) ? stored : DEFAULT_CASH_ON_DELIVERY_LIMIT,
  };
}

/** Saves every zone's rule and the limit in one transaction. */
export async function saveShopSettings(
  db: Db,
  update: {
    Zones: Record<ShippingZone, { Fee: number; FreeFrom: number }>;
    CashOnDeliveryLimit: number;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const zone of SHIPPING_ZONES) {
      const { Fee, FreeFrom } = update.Zones[zone];
      await tx
        .insert(shippingZones)
        .values({ zone, feeFils: Fee, freeFromFils: FreeFrom })
        .onConflictDoUpdate({
          target: shippingZones.zone,
          set: { feeFils: Fee, freeFromFils: FreeFrom, updatedAt: sql`now()` },
        });
    }
    const value = String(update.CashOnDeliveryLimit);
    await tx
      .insert(appSettings)
      .values({ key: CASH_ON_DELIVERY_LIMIT_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
  });
}
