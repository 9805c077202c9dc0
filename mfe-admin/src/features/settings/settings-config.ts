import { SHIPPING_ZONES, ZONE_NAMES, type ShippingZone, type ShopSettings } from 'shared-contracts';
import type { SettingsUpdate } from 'shared-contracts/schemas';

/** The Settings page's texts (the back-office's own). */
export const SETTINGS_TEXT = {
  title: 'Settings',
  lead: 'Shipping by zone and the cash-on-delivery limit. Amounts in AED, VAT included.',
  shipping: 'Shipping zones',
  shippingLead: 'A flat fee per order, waived once the goods reach the threshold.',
  payments: 'Payments',
  loadFailed: 'The settings could not be loaded.',
  save: 'Save settings',
  saving: 'Saving…',
  saved: 'Settings saved!',
  failed: (message: string) => `Failed to save the settings: ${message}`,
} as const;

/** One amount field of the form: its label and where its value goes. */
export interface AmountField {
  key: string;
  label: string;
  hint?: string;
}

export const zoneFields = (zone: ShippingZone): AmountField[] => [
  { key: `${zone}.Fee`, label: `${ZONE_NAMES[zone]} shipping fee` },
  {
    key: `${zone}.FreeFrom`,
    label: `${ZONE_NAMES[zone]} free shipping from`,
    hint: 'Subtotal from which shipping is free',
  },
];

export const CASH_ON_DELIVERY_FIELD: AmountField = {
  key: 'CashOnDeliveryLimit',
  label: 'Cash on delivery limit',
  hint: 'Orders above it are paid another way',
};

/** The form's text values (AED), keyed by AmountField.key. */
export type SettingsDraft = Record<string, string>;

const aedText = (fils: number) => String(fils / 100);

export function draftOf(settings: ShopSettings): SettingsDraft {
  const draft: SettingsDraft = { CashOnDeliveryLimit: aedText(settings.CashOnDeliveryLimit) };
  for (const zone of settings.Zones) {
    draft[`${zone.Zone}.Fee`] = aedText(zone.Fee);
    draft[`${zone.Zone}.FreeFrom`] = aedText(zone.FreeFrom);
  }
  return draft;
}

/** AED text to fils; what is not a number is sent as is, for the server to name it. */
const fils = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  const number = Number(trimmed);
  return trimmed !== '' && Number.isFinite(number) ? Math.round(number * 100) : trimmed;
};

/** The update call's body from the form (fils). */
export function updateOf(draft: SettingsDraft): SettingsUpdate {
  const zones = Object.fromEntries(
    SHIPPING_ZONES.map((zone) => [
      zone,
      { Fee: fils(draft[`${zone}.Fee`]), FreeFrom: fils(draft[`${zone}.FreeFrom`]) },
    ]),
  ) as SettingsUpdate['Zones'];
  return { Zones: zones, CashOnDeliveryLimit: fils(draft.CashOnDeliveryLimit) };
}
