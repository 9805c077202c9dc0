import { formatAed, priceNumber } from '../rules/price';
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
 * format with Latin digits ('12,500 د.إ.‏'). 'N/A' when there is no price. Free of React, so
 * the server's mails use it too.
 */
export function priceIn(value: unknown, language: Language): string {
  if (language === 'en') return formatAed(value);
  const number = priceNumber(value);
  return number === undefined ? 'غير متوفر' : arabicPriceFormat().format(number);
}

/** A name in `language`: the Arabic one when Arabic is asked for and the item has one. */
export function nameIn(
  english: string | null | undefined,
  arabic: string | null | undefined,
  language: Language,
): string {
  return (language === 'ar' && arabic?.trim()) || english || '';
}
