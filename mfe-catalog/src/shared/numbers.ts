import { formatPriceValue, LOCALES, type Language } from 'shared-contracts';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the language writes it: Intl for Arabic (LOCALES: Latin digits), the same digits
 * without ICU in English, whose first load creates no number formatter (docs/performance.md).
 */
export function formatNumber(
  value: number,
  language: Language,
  options: { useGrouping?: false; minimumIntegerDigits?: number } = {},
): string {
  if (language === 'en') {
    const digits = options.useGrouping === false ? String(value) : formatPriceValue(value);
    return digits.padStart(options.minimumIntegerDigits ?? 0, '0');
  }
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], options);
    formats.set(key, format);
  }
  return format.format(value);
}

/** A count as the shop prints it ('Rolex (12)', '24+ items'): no grouping, in any language. */
export function formatCount(value: number, language: Language): string {
  return formatNumber(value, language, { useGrouping: false });
}
