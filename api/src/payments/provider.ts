import type { PaymentMethod, PaymentStatus, RefundStatus } from '../contracts';

/** What a new payment attempt needs: the amount, and where the buyer comes back to. */
export interface StartRequest {
  orderId: number;
  amountFils: number;
  idempotencyKey: string;
  /** Where a hosted payment page sends the buyer after paying, and after leaving it. */
  returnUrl: string;
  cancelUrl: string;
  /** The page stops taking payment by then. */
  payBy: Date;
}

export interface Started {
  reference: string;
  status: PaymentStatus;
  /** The hosted page where the buyer pays (a card); none for cash. */
  paymentUrl?: string;
}

export interface Refunded {
  /** The provider's id of the refund. */
  reference: string;
  status: RefundStatus;
}

/**
 * What a payment provider does for an order's payment. Each call that changes money takes an
 * idempotency key: a provider that talks to a remote service passes it on, so a retried call
 * applies once.
 */
export interface PaymentProvider {
  /** The `provider` stored on the payment row. */
  readonly name: string;
  readonly method: PaymentMethod;
  /** Whether a payment starts when the order is placed (cash) or on a page of its own (card). */
  readonly hosted: boolean;
  start(request: StartRequest): Promise<Started>;
  /** Records money collected outside the provider (the courier's cash). */
  confirm(request: {
    reference: string;
    amountFils: number;
    idempotencyKey: string;
  }): Promise<{ status: PaymentStatus }>;
  /** `reference` is what the payment was settled as (the card's PaymentIntent). */
  refund(request: {
    reference: string;
    amountFils: number;
    idempotencyKey: string;
  }): Promise<Refunded>;
  /**
   * Closes an unpaid attempt so it can no longer be paid. When it was paid meanwhile, says so
   * with what refunds will name.
   */
  close(reference: string): Promise<{ paid: false } | { paid: true; payment: string }>;
}

/** A provider's refusal, with the message the buyer or the administrator sees. */
export class ProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
