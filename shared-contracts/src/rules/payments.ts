import { toAed } from './order-totals';
import { formatAed } from './price';

/** How a buyer pays: cash on delivery now; 'card' is refused until its provider exists. */
export const PAYMENT_METHODS = ['cash_on_delivery', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cash_on_delivery';
/** The methods checkout offers now. */
export const AVAILABLE_PAYMENT_METHODS: readonly PaymentMethod[] = ['cash_on_delivery'];

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

export const CARD_UNAVAILABLE = 'Card payments are not available yet.';

/** 'Cash on delivery is available for orders up to 10,000 AED.' for a limit in fils. */
export const cashOnDeliveryLimitMessage = (limitFils: number) =>
  `Cash on delivery is available for orders up to ${formatAed(toAed(limitFils))}.`;
