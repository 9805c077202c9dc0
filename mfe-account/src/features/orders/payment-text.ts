import type { PaymentMethod, PaymentStatus, RefundStatus } from 'shared-contracts';
import type { AccountKey, AccountText } from '../../i18n/messages';

const METHOD_KEYS: Record<PaymentMethod, AccountKey> = {
  cash_on_delivery: 'paymentMethodCashOnDelivery',
  card: 'paymentMethodCard',
};

const STATUS_KEYS: Record<PaymentStatus, AccountKey> = {
  pending: 'paymentStatusPending',
  paid: 'paymentStatusPaid',
  failed: 'paymentStatusFailed',
  refunded: 'paymentStatusRefunded',
};

const REFUND_KEYS: Record<RefundStatus, AccountKey> = {
  pending: 'refundStatusPending',
  succeeded: 'refundStatusSucceeded',
  failed: 'refundStatusFailed',
};

/** 'Cash on delivery', in the active language. */
export const paymentMethodText = (t: AccountText, method: PaymentMethod) => t(METHOD_KEYS[method]);

/** 'Awaiting payment', 'Paid', 'Payment failed' or 'Refunded', in the active language. */
export const paymentStatusText = (t: AccountText, status: PaymentStatus) => t(STATUS_KEYS[status]);

/** 'Refund pending', 'Refunded' or 'Refund failed', in the active language. */
export const refundStatusText = (t: AccountText, status: RefundStatus) =>
  REFUND_KEYS[status] ? t(REFUND_KEYS[status]) : status;
