/**
 * The storefront's languages. English is the default and carries the requirements' exact texts;
 * Arabic is right to left. Pure facts and parsing, shared by the browser and the api.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/**
 * The `lang` of a call that answers product names (lists, suggestions): they carry the Arabic
 * names only in Arabic, so an English answer (the default, asked without `lang`) has no Arabic text.
 */
export const listLanguage = (language: Language): { lang?: Language } =>
  language === DEFAULT_LANGUAGE ? {} : { lang: language };

/** Where the visitor's choice is kept: a cookie the server reads for the first paint, and storage. */
export const LANGUAGE_COOKIE = 'reluxe_lang';
export const LANGUAGE_STORAGE_KEY = 'reluxe.lang';
/** `?lang=ar` on any address opens it in that language (and keeps the choice). */
export const LANGUAGE_QUERY = 'lang';
/** A year: the choice outlives the visit. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type Direction = 'ltr' | 'rtl';

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The Intl locale of each language, in the UAE. Arabic pins Latin digits: they are CLDR's default
 * for ar-AE and what UAE shops print, and older ICU data defaulted to Arabic-Indic.
 */
export const LOCALES: Record<Language, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language from a query value or cookie ('ar', 'AR', 'ar-AE'); undefined for anything else. */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}
