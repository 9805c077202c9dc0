import type { I18n, Messages as CompiledMessages } from '@lingui/core';
import { fillMessage, type MessageValues } from './fill-message';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from './language';

/** A package's messages: ICU message strings by key. English uses `{name}` placeholders only. */
export type MessageSource = Readonly<Record<string, string>>;
/** Another language's messages for the same keys, every one of them (checked by TypeScript). */
export type Translation<T extends MessageSource> = Record<keyof T, string>;
export type { MessageValues };

type TranslationLoader<T extends MessageSource> = () => Promise<{ default: Translation<T> }>;

export interface Messages<T extends MessageSource> {
  readonly namespace: string;
  /** The English source messages. */
  readonly english: T;
  /**
   * The message in the active language (or in English when `language` is English), for code
   * outside rendering (alerts, api errors).
   */
  t(key: keyof T & string, values?: MessageValues, language?: Language): string;
  /** Whether these messages for `language` are in. */
  has(language: Language): boolean;
  /**
   * Loads its messages for `language` (once), from its own chunk or as `given` (a build-time
   * render that imports them itself).
   */
  load(language: Language, given?: Translation<T>): Promise<void>;
}

/*
 * English, the default, is the source text itself, filled by fillMessage: an English visitor
 * downloads neither Lingui nor a compiler. Lingui (its core and its ICU compiler) comes with the
 * first other language's messages and formats them, plurals included.
 */
let active: Language = DEFAULT_LANGUAGE;
let lingui: I18n | undefined;
const listeners = new Set<() => void>();

/** The language the page is shown in. */
export function activeLanguage(): Language {
  return active;
}

/** Calls `listener` whenever the active language changes; answers the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes `language` the active one (its messages loaded first: loadMessages) and tells listeners. */
export function activateLanguage(language: Language): void {
  if (language === active) return;
  active = language;
  // Plural counts and Lingui's number formats use the UAE locale (Latin digits in Arabic).
  if (language !== DEFAULT_LANGUAGE) lingui?.activate(language, [LOCALES[language]]);
  listeners.forEach((listener) => listener());
}

const loaders = new Set<(language: Language) => Promise<void>>();

/**
 * Registers a package's messages: English at once (it is the default and the fallback), other
 * languages from their own chunk when that language is first used, so an English visitor
 * downloads no Arabic. Keys are namespaced, so packages never collide.
 */
export function defineMessages<T extends MessageSource>(
  namespace: string,
  english: T,
  translations: Record<Exclude<Language, 'en'>, TranslationLoader<T>>,
): Messages<T> {
  const loaded = new Set<Language>([DEFAULT_LANGUAGE]);
  const pending = new Map<Language, Promise<void>>();
  const load = (language: Language, given?: Translation<T>): Promise<void> => {
    if (loaded.has(language)) return Promise.resolve();
    let promise = pending.get(language);
    if (!promise) {
      promise = Promise.all([
        given ? { default: given } : translations[language as Exclude<Language, 'en'>](),
        import('@lingui/message-utils/compileMessage'),
        import('@lingui/core'),
      ])
        .then(([{ default: messages }, { compileMessage }, core]) => {
          const compiled: CompiledMessages = {};
          for (const key of Object.keys(messages)) {
            compiled[`${namespace}.${key}`] = compileMessage(messages[key as keyof T]);
          }
          lingui = core.i18n;
          lingui.load(language, compiled);
          if (active !== DEFAULT_LANGUAGE && lingui.locale !== active) {
            lingui.activate(active, [LOCALES[active]]);
          }
          loaded.add(language);
        })
        .finally(() => pending.delete(language));
      pending.set(language, promise);
    }
    return promise;
  };
  loaders.add(load);
  return {
    namespace,
    english,
    // English until the active language's messages are in (a key is never shown).
    t: (key, values = {}, language = active) =>
      language !== DEFAULT_LANGUAGE && language === active && lingui && loaded.has(language)
        ? lingui._(`${namespace}.${key}`, values)
        : fillMessage(english[key]!, values),
    has: (language) => loaded.has(language),
    load,
  };
}

/** Loads every registered package's messages for `language`. */
export function loadMessages(language: Language): Promise<void> {
  return Promise.all([...loaders].map((load) => load(language))).then(() => undefined);
}

/**
 * Runs a synchronous render in `language` and activates the previous language again, also when
 * it throws: a server renders pages of both languages in one process. Load `language`'s messages
 * first (loadMessages); the active language's listeners are told of both switches.
 */
export function withLanguage<T>(language: Language, render: () => T): T {
  const previous = active;
  if (previous === language) return render();
  activateLanguage(language);
  try {
    return render();
  } finally {
    activateLanguage(previous);
  }
}
