import { formatAed, priceNumber } from '../rules/price';
import { activeLanguage } from './active-language';
import { LOCALES, type Language } from './language';

let arabicPrices: Intl.NumberFormat | undefined;

function arabicPriceFormat(): Intl.NumberFormat {
  arabicPrices ??= new Intl.NumberFormat(LOCALES.ar, {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return arabicPrices;
}

/**
 * A price in `language`: English keeps the requirements' '12,500 AED' (grouped as Intl writes
 * en-AE, without creating ICU's formatter on the first load); Arabic is Intl's ar-AE currency
 * format with Latin digits ('12,500 د.إ.‏'). 'N/A' when there is no price.
 */
export function formatPrice(value: unknown, language: Language = activeLanguage()): string {
  if (language === 'en') return formatAed(value);
  const number = priceNumber(value);
  return number === undefined ? 'غير متوفر' : arabicPriceFormat().format(number);
}

/** A name in `language`: the Arabic one when Arabic is active and the item has one. */
export function localName(
  english: string | null | undefined,
  arabic: string | null | undefined,
  language: Language = activeLanguage(),
): string {
  return (language === 'ar' && arabic?.trim()) || english || '';
}
