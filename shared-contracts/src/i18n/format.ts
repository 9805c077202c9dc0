import { activeLanguage } from './active-language';
import type { Language } from './language';
import { nameIn, priceIn } from './price-format';

/** A price in `language` (the active one by default): see priceIn. */
export function formatPrice(value: unknown, language: Language = activeLanguage()): string {
  return priceIn(value, language);
}

/** A name in `language`: the Arabic one when Arabic is active and the item has one. */
export function localName(
  english: string | null | undefined,
  arabic: string | null | undefined,
  language: Language = activeLanguage(),
): string {
  return nameIn(english, arabic, language);
}
