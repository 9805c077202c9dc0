import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { RefundStatus } from '../../contracts';
import { ProviderError, type PaymentProvider } from '../provider';

/** Stripe takes a Checkout Session's end between 30 minutes and 24 hours from its start. */
const SESSION_MIN_MS = 31 * 60 * 1000;
const SESSION_MAX_MS = 23 * 60 * 60 * 1000;

/** The SDK's client; STRIPE_API_URL points it at another host (a stand-in in tests). */
export function stripeClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Reluxe' },
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'https:' ? 443 : 80),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

const refundStatus = (status: string | null): RefundStatus =>
  status === 'succeeded'
    ? 'succeeded'
    : status === 'failed' || status === 'canceled'
      ? 'failed'
      : 'pending';

/** The id of an expandable field, whether Stripe sent the id or the object. */
export const idOf = (field: string | { id: string } | null | undefined) =>
  typeof field === 'string' ? field : (field?.id ?? null);

/** Runs a call, turning Stripe's errors into the message shown (its own, which says what failed). */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const reason = error instanceof Stripe.errors.StripeError ? error.message : 'no answer';
    throw new ProviderError(`${what}: ${reason}`, error);
  }
}

/**
 * Cards through Stripe's hosted Checkout, so no card number reaches Reluxe: `start` opens a
 * Checkout Session for the order's total in fils (AED's minor unit), the outcome arrives by
 * webhook, `refund` refunds the PaymentIntent, `close` expires a session nobody paid.
 */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    method: 'card',
    hosted: true,
    start: async ({ orderId, amountFils, idempotencyKey, returnUrl, cancelUrl, payBy }) => {
      const now = Date.now();
      const endsAt = Math.min(
        Math.max(payBy.getTime(), now + SESSION_MIN_MS),
        now + SESSION_MAX_MS,
      );
      const order = String(orderId);
      const session = await call('The card payment could not be started', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: order,
            metadata: { order_id: order },
            payment_intent_data: { metadata: { order_id: order } },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'aed',
                  unit_amount: amountFils,
                  product_data: { name: `Reluxe order #${order}` },
                },
              },
            ],
            success_url: returnUrl,
            cancel_url: cancelUrl,
            expires_at: Math.floor(endsAt / 1000),
          },
          { idempotencyKey },
        ),
      );
      if (!session.url) throw new ProviderError('The card payment could not be started: no page');
      return { reference: session.id, status: 'pending', paymentUrl: session.url };
    },
    confirm: async () => {
      throw new ProviderError('A card payment is confirmed by Stripe, not by hand');
    },
    refund: async ({ reference, amountFils, idempotencyKey }) => {
      const refund = await call('The card refund could not be made', () =>
        stripe.refunds.create(
          { payment_intent: reference, amount: amountFils },
          { idempotencyKey },
        ),
      );
      return { reference: refund.id, status: refundStatus(refund.status) };
    },
    close: async (reference) => {
      const paidOrNot = (session: Stripe.Checkout.Session) =>
        session.payment_status === 'paid' && idOf(session.payment_intent)
          ? { paid: true as const, payment: idOf(session.payment_intent)! }
          : { paid: false as const };
      const session = await call('The card payment could not be closed', () =>
        stripe.checkout.sessions.retrieve(reference),
      );
      if (session.status !== 'open') return paidOrNot(session);
      try {
        await stripe.checkout.sessions.expire(reference);
        return { paid: false };
      } catch {
        // Paid between the two calls: the session can no longer be expired.
        return paidOrNot(
          await call('The card payment could not be closed', () =>
            stripe.checkout.sessions.retrieve(reference),
          ),
        );
      }
    },
  };
}

export { refundStatus as stripeRefundStatus };
