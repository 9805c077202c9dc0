import { z } from 'zod';
import { SHIPPING_ZONES, ZONE_NAMES, type ShippingZone } from '../rules/shipping-zones';
import { numberField } from './fields';

/** The largest amount a setting takes: 1,000,000 AED in fils. */
export const MAX_SETTING_FILS = 100_000_000;

/** An amount in whole fils, 0 or more. */
const filsField = (label: string) =>
  numberField(label, (number) =>
    number
      .int({ error: `${label} must be a whole number of fils` })
      .min(0, { error: `${label} cannot be negative` })
      .max(MAX_SETTING_FILS, { error: `${label} is too large` }),
  );

const zoneRule = (zone: ShippingZone) =>
  z.object(
    {
      Fee: filsField(`${ZONE_NAMES[zone]} shipping fee`),
      FreeFrom: filsField(`${ZONE_NAMES[zone]} free shipping threshold`),
    },
    { error: `${ZONE_NAMES[zone]} shipping is required` },
  );

/** Settings/updateSettings.php: every zone's rule and the cash-on-delivery limit, in fils. */
export const settingsUpdateSchema = z.object({
  Zones: z.object(
    Object.fromEntries(SHIPPING_ZONES.map((zone) => [zone, zoneRule(zone)])) as Record<
      ShippingZone,
      ReturnType<typeof zoneRule>
    >,
    { error: 'Zones is required' },
  ),
  CashOnDeliveryLimit: filsField('Cash on delivery limit'),
});
export type SettingsUpdate = z.input<typeof settingsUpdateSchema>;
