/** Shipping zones: each has a flat fee and a free-shipping threshold, both set in the back-office. */

export const SHIPPING_ZONES = ['UAE', 'GCC', 'WORLD'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const ZONE_NAMES: Readonly<Record<ShippingZone, string>> = {
  UAE: 'United Arab Emirates',
  GCC: 'GCC',
  WORLD: 'Rest of the world',
};

/** A zone's rule in fils: the flat fee, waived from `freeFrom` (subtotal after discount). */
export interface ShippingRule {
  fee: number;
  freeFrom: number;
}

/** The seeded rules (migration 0014); the back-office's Settings page changes them. */
export const DEFAULT_SHIPPING_RULES: Readonly<Record<ShippingZone, ShippingRule>> = {
  UAE: { fee: 5_000, freeFrom: 100_000 },
  GCC: { fee: 15_000, freeFrom: 500_000 },
  WORLD: { fee: 35_000, freeFrom: 1_000_000 },
};

/** Seeded cash-on-delivery limit in fils (10,000 AED). */
export const DEFAULT_CASH_ON_DELIVERY_LIMIT = 1_000_000;

/** The GCC members other than the UAE, by ISO 3166 code. */
const GCC_CODES: ReadonlySet<string> = new Set(['SA', 'KW', 'QA', 'BH', 'OM']);

/** Names and codes of the UAE and the GCC (lower case), as the shipping form or an older client sends them. */
const ZONE_OF_COUNTRY: ReadonlyMap<string, ShippingZone> = new Map([
  ['ae', 'UAE'],
  ['uae', 'UAE'],
  ['united arab emirates', 'UAE'],
  ...[...GCC_CODES].map((code) => [code.toLowerCase(), 'GCC'] as const),
  ...['saudi arabia', 'kuwait', 'qatar', 'bahrain', 'oman'].map((name) => [name, 'GCC'] as const),
]);

/** The zone a shipping Country belongs to; any country outside the UAE and the GCC is WORLD. */
export function zoneOf(country: string): ShippingZone {
  return ZONE_OF_COUNTRY.get(country.trim().toLowerCase()) ?? 'WORLD';
}
