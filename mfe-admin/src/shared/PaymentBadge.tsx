import {
  PAYMENT_STATUS_LABELS,
  REFUND_STATUS_LABELS,
  type PaymentStatus,
  type RefundStatus,
} from 'shared-contracts';
import { Badge, type BadgeTone } from './StatusBadge';

/** Money still to come in draws the eye; a failure is red; a refund is done with. */
const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'accent',
  paid: 'success',
  failed: 'danger',
  refunded: 'muted',
};

const REFUND_TONES: Record<RefundStatus, BadgeTone> = {
  pending: 'accent',
  succeeded: 'muted',
  failed: 'danger',
};

/** A payment's status ('Awaiting payment', 'Paid'…) as a soft pill. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge $tone={PAYMENT_TONES[status] ?? 'muted'}>
      {PAYMENT_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/** A refund's state at its provider ('Refund pending', 'Refunded', 'Refund failed'). */
export function RefundBadge({ status }: { status: RefundStatus }) {
  return (
    <Badge $tone={REFUND_TONES[status] ?? 'muted'}>{REFUND_STATUS_LABELS[status] ?? status}</Badge>
  );
}
