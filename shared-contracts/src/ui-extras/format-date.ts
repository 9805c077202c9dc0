import { activeLanguage, LOCALES, type Language } from 'shared-contracts';

// Dates on the signed-in screens ('5 Mar 2026'), in the visitor's time zone and language.

/** English '5 Mar 2026, 14:05' as before; Arabic spells the month ('5 مارس 2026، 2:05 م'). */
const DATE_OPTIONS: Record<Language, Record<'date' | 'dateTime', Intl.DateTimeFormatOptions>> = {
  en: { date: { dateStyle: 'medium' }, dateTime: { dateStyle: 'medium', timeStyle: 'short' } },
  ar: {
    date: { day: 'numeric', month: 'long', year: 'numeric' },
    dateTime: {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    },
  },
};
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', ar: LOCALES.ar };
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One cached Intl.DateTimeFormat per language and style. */
export function dateFormat(
  style: 'date' | 'dateTime',
  language: Language = activeLanguage(),
): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], DATE_OPTIONS[language][style]);
    dateFormats.set(key, format);
  }
  return format;
}

function parse(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** '5 Mar 2026', or the raw text when it is not a date; the active language unless given. */
export function formatDate(value: string | null | undefined, language?: Language): string {
  const at = parse(value);
  return at ? dateFormat('date', language).format(at) : (value ?? '');
}

/** '5 Mar 2026, 14:05' for timestamps; a date alone for plain YYYY-MM-DD values. */
export function formatDateTime(value: string | null | undefined, language?: Language): string {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, language);
  const at = parse(value);
  return at ? dateFormat('dateTime', language).format(at) : (value ?? '');
}
