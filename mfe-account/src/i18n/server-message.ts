import { localizeMessage } from 'shared-contracts';
import { ACCOUNT_EN } from './en';
import type { AccountKey, AccountText } from './messages';

type ServerKey = Extract<AccountKey, `server${string}`>;

/** The api's answers these pages know, by their English text -> the key that translates them. */
const SERVER_MESSAGES = new Map<string, ServerKey>(
  (Object.keys(ACCOUNT_EN) as AccountKey[])
    .filter((key): key is ServerKey => key.startsWith('server'))
    .map((key) => [ACCOUNT_EN[key], key]),
);

/**
 * An api message in the active language: the answers above, then the shared table (schema
 * messages, password rules, rate limits); anything else (an answer already in Arabic) as it came.
 */
export function serverMessage(t: AccountText, text: string): string {
  const key = SERVER_MESSAGES.get(text);
  return key ? t(key) : localizeMessage(text);
}
