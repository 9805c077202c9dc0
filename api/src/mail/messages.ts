import type { Language, MailKind, PaymentMethod, RefundStatus, StoredTotals } from '../contracts';

/** Who receives a mail: the address, the name to greet and the language of the account. */
export interface Recipient {
  email: string;
  name: string;
  /** null for an address without an account (a mail never goes to a deleted account). */
  userId: number | null;
  language: Language;
}

/** A product as a mail names it: the Arabic name is used in an Arabic mail when there is one. */
export interface MailProduct {
  id: number;
  name: string;
  nameAr: string | null;
}

export interface MailLine {
  product: MailProduct;
  quantity: number;
  /** The unit price paid, in fils. */
  unitFils: number;
}

/** A refund as the order page shows it (fils); a message's refund is null when none was made. */
export interface MailRefund {
  amountFils: number;
  /** Shown as 'Refund pending', 'Refunded' or 'Refund failed' in the mail's language. */
  status: RefundStatus;
}

/**
 * Every mail the shop sends, by kind, with what its template needs. Templates render them in the
 * recipient's language; amounts are fils and dates ISO, formatted there.
 */
export type MailMessage =
  | {
      kind: 'order_placed';
      orderId: number;
      lines: MailLine[];
      totals: StoredTotals;
      method: PaymentMethod;
      couponCode: string | null;
    }
  | { kind: 'payment_received'; orderId: number; amountFils: number; method: PaymentMethod }
  /** Confirmed and Authenticated (the other statuses have their own kinds). */
  | { kind: 'order_status'; orderId: number; status: 'Confirmed' | 'Authenticated' }
  | { kind: 'order_shipped'; orderId: number; carrier: string; trackingNumber: string }
  | { kind: 'order_delivered'; orderId: number; returnDays: number }
  /** `note`: the cancel event's note ('' when none), shown to the buyer as the order page does. */
  | { kind: 'order_cancelled'; orderId: number; refund: MailRefund | null; note: string }
  | { kind: 'order_returned'; orderId: number; refund: MailRefund | null }
  | { kind: 'item_approved'; product: MailProduct }
  | { kind: 'item_ignored'; itemName: string }
  | {
      kind: 'item_sold';
      orderId: number;
      product: MailProduct;
      quantity: number;
      payoutFils: number;
      payoutDelayDays: number;
    }
  | { kind: 'payout_paid'; amountFils: number; items: number }
  | { kind: 'password_reset'; link: string; minutes: number }
  | { kind: 'price_drop'; product: MailProduct; oldFils: number; newFils: number }
  | { kind: 'back_in_stock'; product: MailProduct; priceFils: number }
  /** Hosted-auth mails (sign-up confirmation, magic link, recovery, email change). */
  | { kind: 'account'; purpose: AccountMailPurpose; link: string; code: string };

/** Hosted-auth mails: a link (and code) to confirm, sign in, reset or change the address. */
export type AccountMailPurpose =
  'signup' | 'magiclink' | 'recovery' | 'email_change' | 'account_exists';

/** Checked at compile time: every kind of the contract has a message shape, and only those. */
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const EVERY_KIND_HAS_A_MESSAGE: Exact<MailMessage['kind'], MailKind> = true;
