import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Each shipping zone's flat fee and free-shipping threshold in fils (back-office Settings). */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    zone: text('zone').primaryKey(),
    feeFils: integer('fee_fils').notNull(),
    freeFromFils: integer('free_from_fils').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipping_zones_zone', sql`${t.zone} IN ('UAE', 'GCC', 'WORLD')`),
    check('shipping_zones_fee_fils', sql`${t.feeFils} >= 0`),
    check('shipping_zones_free_from_fils', sql`${t.freeFromFils} >= 0`),
  ],
);
