import { defineMessages, useMessages, type MessageValues } from 'shared-contracts';
import { ACCOUNT_EN, type AccountMessages } from './en';

export const accountMessages = defineMessages('account', ACCOUNT_EN, { ar: () => import('./ar') });

/** The account remote's texts in the active language; re-renders on a language switch. */
export const useAccountText = () => useMessages(accountMessages);

export type AccountKey = keyof AccountMessages & string;
export type AccountText = (key: AccountKey, values?: MessageValues) => string;

/**
 * The text of `prefix + value` (an order status, a payout state...) when the messages have it;
 * a value it does not know is shown as it comes.
 */
export function textOf(t: AccountText, prefix: string, value: string | number): string {
  if (value === '') return '';
  const key = `${prefix}${String(value).replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase())}`;
  return key in ACCOUNT_EN ? t(key as AccountKey) : String(value);
}

/** '1 piece', '2 pieces' (Arabic counts by its plural rules). */
export const piecesText = (t: AccountText, n: number) => t(n === 1 ? 'piece' : 'pieces', { n });
