import type { PaymentMethod, PaymentStatus } from '../contracts';

/**
 * What a payment provider does for an order's payment. Each call takes an idempotency key: a
 * provider that talks to a remote service passes it on, so a retried call applies once.
 */
export interface PaymentProvider {
  /** The `provider` stored on the payment row. */
  readonly name: string;
  readonly method: PaymentMethod;
  start(request: {
    orderId: number;
    amountFils: number;
    idempotencyKey: string;
  }): Promise<{ reference: string; status: PaymentStatus }>;
  confirm(request: {
    reference: string;
    amountFils: number;
    idempotencyKey: string;
  }): Promise<{ status: PaymentStatus }>;
  refund(request: {
    reference: string;
    amountFils: number;
    idempotencyKey: string;
  }): Promise<{ status: PaymentStatus; refundedFils: number }>;
}
