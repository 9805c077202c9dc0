import { toAed } from './order-totals';
import { formatAed } from './price';

/** How a buyer pays: cash to the courier, or a card through the card provider when configured. */
export const PAYMENT_METHODS = ['cash_on_delivery', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cash_on_delivery';

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash_on_delivery: 'Cash on delivery',
  card: 'Card',
};

/** A payment's state, beside the order's status. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

/** A refund's state at its provider. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  pending: 'Refund pending',
  succeeded: 'Refunded',
  failed: 'Refund failed',
};

/** Minutes a card order holds its pieces while the buyer pays (CARD_HOLD_MINUTES). */
export const DEFAULT_CARD_HOLD_MINUTES = 30;

export const CARD_UNAVAILABLE = 'Card payments are not available yet.';
/** The note of the Cancelled event when a card order's hold ran out unpaid. */
export const HOLD_RELEASED_NOTE =
  'No card payment was received in time; the pieces are back on sale.';

/** 'Cash on delivery is available for orders up to 10,000 AED.' for a limit in fils. */
export const cashOnDeliveryLimitMessage = (limitFils: number) =>
  `Cash on delivery is available for orders up to ${formatAed(toAed(limitFils))}.`;
