import type { Language } from '../i18n/language';

/**
 * A mail's state in the outbox: 'Pending' until the transport accepts it (retried with backoff
 * meanwhile), then 'Sent'; 'Failed' after the last try, until an administrator sends it again.
 */
export const MAIL_STATES = ['Pending', 'Sent', 'Failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** What caused a mail; each kind has one template in English and Arabic. */
export const MAIL_KINDS = [
  'order_placed',
  'payment_received',
  'order_status',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_returned',
  'item_approved',
  'item_ignored',
  'item_sold',
  'payout_paid',
  'password_reset',
  'price_drop',
  'back_in_stock',
  'account',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** One outbox row as the back-office's Mail page lists it (Mail/showmail_page.php). */
export interface MailRow {
  MailID: number;
  To: string;
  Subject: string;
  Kind: MailKind;
  Language: Language;
  State: MailState;
  /** Sending attempts made so far. */
  Attempts: number;
  /** The transport's last refusal, '' when none. */
  LastError: string;
  /** ISO timestamps. */
  CreatedAt: string;
  SentAt: string | null;
  /** When a Pending mail is tried next. */
  NextAttemptAt: string;
}

/** The signed-in user's mail settings (User/updatePreferences.php, getUserDetails.php). */
export interface MailPreferences {
  /** The language of the mails this account receives; the storefront's language at sign-up. */
  EmailLanguage: Language;
  /** Alerts when a favourite's price goes down or a sold-out favourite is back; off by default. */
  PriceAlerts: boolean;
}
