import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { MessageSource } from './messages';

/**
 * Whether Lingui reads an English message as fillMessage does: text and `{name}` placeholders
 * only (no plural, no quoting).
 */
function isPlainEnglish(message: string): boolean {
  const rebuilt = compileMessage(message)
    .map((token) => (typeof token === 'string' ? token : `{${token[0]}}`))
    .join('');
  return rebuilt === message;
}

/** Placeholder names of an ICU message ({n}, {n, plural, ...}). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token) && typeof token[0] === 'string') {
        names.add(token[0]);
        const choices = token[2];
        if (choices && typeof choices === 'object') Object.values(choices).forEach(walk);
      }
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/**
 * Problems of a package's messages, for its tests: English that Lingui would read differently
 * from fillMessage, a translation missing, empty or with other placeholders.
 */
export function messagesProblems(
  english: MessageSource,
  translations: Record<string, Readonly<Record<string, string>>>,
): string[] {
  const problems: string[] = [];
  for (const [key, message] of Object.entries(english)) {
    if (!isPlainEnglish(message)) {
      problems.push(`en.${key}: use only {name} placeholders in English`);
    }
    for (const [language, messages] of Object.entries(translations)) {
      const translated = messages[key];
      if (!translated?.trim()) problems.push(`${language}.${key}: missing`);
      else if (placeholders(translated).join() !== placeholders(message).join()) {
        problems.push(`${language}.${key}: placeholders differ from English`);
      }
    }
  }
  for (const [language, messages] of Object.entries(translations)) {
    for (const key of Object.keys(messages)) {
      if (!(key in english)) problems.push(`${language}.${key}: not an English key`);
    }
  }
  return problems;
}
