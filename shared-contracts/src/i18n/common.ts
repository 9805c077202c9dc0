import { activeLanguage, useMessages } from './active-language';
import { defineMessages } from './messages';
import { COMMON_EN, type CommonMessages } from './common.en';

export type { CommonMessages };

/** English messages of shared code (schemas, api errors) -> Arabic, once Arabic is loaded. */
let toArabic: ((text: string) => string | undefined) | undefined;

export const commonMessages = defineMessages('common', COMMON_EN, {
  ar: () =>
    Promise.all([
      import('./locales/common.ar'),
      import('./locales/messages.ar'),
      import('./translate-message'),
    ]).then(([messages, { ARABIC_MESSAGES }, { translateByTemplate }]) => {
      toArabic = (text) => translateByTemplate(text, ARABIC_MESSAGES);
      return messages;
    }),
});

/** Shared texts in the active language. */
export function useCommonText() {
  return useMessages(commonMessages);
}

/**
 * An English message made by shared code (a zod schema's message, an api response from before a
 * switch) in the active language; as it is when no translation fits.
 */
export function localizeMessage(text: string): string {
  if (activeLanguage() === 'en' || !toArabic) return text;
  return toArabic(text) ?? text;
}
