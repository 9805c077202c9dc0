import type { PaymentMethod, RefundStatus } from '../../contracts';
import type { AccountMailPurpose } from '../messages';

type Text = (...values: string[]) => string;

/**
 * Every word of the mails in one language. Functions take values already formatted (amounts,
 * names, counts) and return plain text; the layout escapes it.
 */
export interface MailCopy {
  greeting: (name: string) => string;
  signature: string;
  footer: { tagline: string; language: string };
  alertsFootnote: string;
  viewOrder: string;
  pieces: (count: number) => string;
  days: (count: number) => string;
  minutes: (count: number) => string;
  statuses: Record<'Confirmed' | 'Authenticated', string>;
  methods: Record<PaymentMethod, string>;
  refundStatuses: Record<RefundStatus, string>;
  refund: (amount: string, status: string) => string;
  refundFailed: string;
  line: (quantity: number, name: string) => string;
  totals: {
    subtotal: string;
    discount: (code: string | null) => string;
    shipping: string;
    free: string;
    vat: (rate: string) => string;
    total: string;
  };
  orderPlaced: {
    subject: Text;
    heading: string;
    intro: Text;
    payment: Text;
    next: Record<PaymentMethod, string>;
  };
  paymentReceived: { subject: Text; heading: string; body: Text; invoice: string; action: string };
  orderStatus: {
    subject: Text;
    heading: Record<'Confirmed' | 'Authenticated', string>;
    body: Record<'Confirmed' | 'Authenticated', Text>;
  };
  orderShipped: {
    subject: Text;
    heading: string;
    body: Text;
    carrier: string;
    trackingNumber: string;
    action: string;
  };
  orderDelivered: { subject: Text; heading: string; body: Text; returns: Text };
  orderCancelled: {
    subject: Text;
    heading: string;
    body: Text;
    note: Text;
    holdReleased: string;
    notCharged: string;
  };
  orderReturned: { subject: Text; heading: string; body: Text };
  itemApproved: { subject: Text; heading: string; body: Text; next: string; action: string };
  itemIgnored: { subject: Text; heading: string; body: Text; next: string; action: string };
  itemSold: {
    subject: Text;
    heading: string;
    body: Text;
    payoutOnDelivery: Text;
    payoutLater: Text;
    action: string;
  };
  payoutPaid: { subject: Text; heading: string; body: Text; action: string };
  passwordReset: {
    subject: string;
    heading: string;
    body: string;
    action: string;
    validity: Text;
    ignore: string;
  };
  priceDrop: {
    subject: Text;
    heading: string;
    body: Text;
    was: string;
    now: string;
    action: string;
  };
  backInStock: { subject: Text; heading: string; body: Text; hurry: string; action: string };
  account: {
    code: Text;
    ignore: string;
    purposes: Record<AccountMailPurpose, { subject: string; intro: string; action: string }>;
  };
}
