import type { Language, MailKind, MailState } from 'shared-contracts';

/** Mail page texts (the back-office's own, in English like the rest of it). */
export const MAIL_TEXT = {
  title: 'Mail',
  intro: 'Every mail the shop sends, newest first, and how its sending went.',
  lead: (total: number, state?: MailState) =>
    `${total} ${state ? `${state} ` : ''}mail${total === 1 ? '' : 's'}${state ? '' : ', newest first'}.`,
  filterLabel: 'State',
  allStates: 'All',
  tableLabel: 'Mail table',
  empty: 'No mail yet.',
  emptyWithState: (state: MailState) => `No ${state.toLowerCase()} mail.`,
  loadFailed: 'The mail could not be loaded.',
  fetchError: 'Error fetching mail:',
  sendAgain: 'Send again',
  /** Each row's button by a name of its own, starting with the words it shows. */
  sendAgainOf: (id: number) => `Send again, mail #${id}`,
  confirmTitle: (id: number) => `Send mail #${id} again?`,
  confirmText: (subject: string, to: string) =>
    `“${subject}” goes to ${to} once more, now. It shows as Pending until it is sent.`,
  queued: 'The mail is back in the outbox.',
  sendFailed: (reason: string) => `The mail could not be sent again: ${reason}`,
} as const;

/** What caused each mail, in words. */
export const MAIL_KIND_LABELS: Readonly<Record<MailKind, string>> = {
  order_placed: 'Order placed',
  payment_received: 'Payment received',
  order_status: 'Order status',
  order_shipped: 'Order shipped',
  order_delivered: 'Order delivered',
  order_cancelled: 'Order cancelled',
  order_returned: 'Order returned',
  item_approved: 'Item approved',
  item_ignored: 'Item ignored',
  item_sold: 'Item sold',
  payout_paid: 'Payout paid',
  password_reset: 'Password reset',
  price_drop: 'Price drop',
  back_in_stock: 'Back in stock',
  account: 'Account',
};

export const MAIL_LANGUAGE_LABELS: Readonly<Record<Language, string>> = {
  en: 'English',
  ar: 'Arabic',
};
