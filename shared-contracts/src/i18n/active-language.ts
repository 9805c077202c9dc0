import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import {
  activateLanguage,
  activeLanguage,
  loadMessages,
  onLanguageChange,
  type Messages,
  type MessageSource,
  type MessageValues,
} from './messages';
import {
  directionOf,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_QUERY,
  LANGUAGE_STORAGE_KEY,
  parseLanguage,
  type Language,
} from './language';

export { activeLanguage };

/**
 * A part of the page that stays in one language whatever the visitor chose: the back-office is
 * English (`<LanguageScope value="en">`).
 */
export const LanguageScope = createContext<Language | undefined>(undefined);

/** The active language; re-renders when it changes (not when a package's messages load). */
export function useLanguage(): Language {
  const scoped = useContext(LanguageScope);
  const active = useSyncExternalStore(onLanguageChange, activeLanguage, activeLanguage);
  return scoped ?? active;
}

/**
 * A package's message function in the active language. While that language's messages of this
 * package are not in yet (a remote first shown after a switch), the component suspends.
 */
export function useMessages<T extends MessageSource>(
  messages: Messages<T>,
): (key: keyof T & string, values?: MessageValues) => string {
  const language = useLanguage();
  // A thrown promise, not a conditional use(): React replays a use() call when it resumes, and
  // this one is not made once the messages are in. A thrown promise renders afresh.
  if (!messages.has(language)) throw messages.load(language);
  // A new function per language, so memoised children that take it re-render.
  return useCallback((key, values) => messages.t(key, values, language), [messages, language]);
}

/** The document's language as the server painted it (`<html lang>`). */
export function documentLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  return parseLanguage(document.documentElement.lang) ?? 'en';
}

function remember(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the cookie still keeps the choice.
  }
}

/** The choice kept in storage, for a visitor whose cookie is gone. */
export function storedLanguage(): Language | undefined {
  try {
    return parseLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/**
 * Makes `language` the active one: loads every registered package's messages for it first (the
 * page never shows keys or a mix), then switches, sets `<html lang dir>` and keeps the choice.
 * A `?lang=` in the address is dropped, so a reload keeps the new choice.
 */
export async function setLanguage(language: Language, options: { remember?: boolean } = {}) {
  await loadMessages(language);
  activateLanguage(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  if (options.remember === false) return;
  remember(language);
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANGUAGE_QUERY)) {
    url.searchParams.delete(LANGUAGE_QUERY);
    window.history.replaceState(window.history.state, '', url);
  }
}

function hasLanguageCookie(): boolean {
  return document.cookie.split(/;\s*/).some((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
}

/**
 * Browser boot: the language the server painted the page in (it read `?lang=`, the cookie and
 * Accept-Language), or the choice kept in storage when the cookie is gone. Loads its messages
 * before the first render, so the live page never shows the other language.
 */
export async function startLanguage(): Promise<Language> {
  const painted = documentLanguage();
  const stored = storedLanguage();
  const cookie = hasLanguageCookie();
  const language = cookie ? painted : (stored ?? painted);
  if (language !== activeLanguage() || language !== painted) {
    await setLanguage(language, { remember: false }).catch((error: unknown) => {
      console.error('Could not load the page in the chosen language.', error);
    });
  }
  // A choice (cookie or storage) is kept in both; a browser's Accept-Language is not a choice.
  if (cookie || stored) remember(activeLanguage());
  return activeLanguage();
}
