import { LOCALES, type Language } from 'shared-contracts';

/** A tax invoice is dated where the shop trades, whatever the reader's clock says. */
export const INVOICE_TIME_ZONE = 'Asia/Dubai';

const OPTIONS: Record<Language, Intl.DateTimeFormatOptions> = {
  // '20 Nov 2026', as the other signed-in screens write dates.
  en: { dateStyle: 'medium' },
  // '20 نوفمبر 2026'
  ar: { day: 'numeric', month: 'long', year: 'numeric' },
};
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', ar: LOCALES.ar };

/** The invoice's date in the UAE, in `language`; the text as it came when it is not a date. */
export function formatInvoiceDate(value: string, language: Language): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    ...OPTIONS[language],
    timeZone: INVOICE_TIME_ZONE,
  }).format(at);
}
