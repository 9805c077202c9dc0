import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/database';
import { paymentEvents, paymentRefunds, payments } from '../../db/schema';
import type { MailSettings } from '../../orders/mails';
import { failCardPayment, settleCardPayment } from '../card-payment';
import type { PaymentProviders } from '../providers';
import { idOf, stripeRefundStatus } from './stripe-provider';

/** The order an event's object belongs to: set on the session and its PaymentIntent. */
function orderOf(object: { metadata?: Stripe.Metadata | null }): number | undefined {
  const id = Number(object.metadata?.order_id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Applies one event's change; false when it says nothing Reluxe keeps. */
async function apply(
  db: Db,
  providers: PaymentProviders,
  event: Stripe.Event,
  mail: MailSettings,
): Promise<boolean> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const orderId = orderOf(session);
      const payment = idOf(session.payment_intent);
      // A completed session of a delayed method is paid later (async_payment_succeeded).
      if (!orderId || !payment || session.payment_status !== 'paid') return false;
      await settleCardPayment(db, providers, { orderId, reference: session.id, payment }, mail);
      return true;
    }
    case 'checkout.session.async_payment_failed': {
      const orderId = orderOf(event.data.object);
      if (!orderId) return false;
      return failCardPayment(db, { orderId, reason: 'The payment was declined.' });
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const orderId = orderOf(intent);
      if (!orderId) return false;
      const reason = intent.last_payment_error?.message ?? 'The payment was declined.';
      return failCardPayment(db, { orderId, reason });
    }
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const status = stripeRefundStatus(refund.status);
      return db.transaction(async (tx) => {
        const [changed] = await tx
          .update(paymentRefunds)
          .set({ status, updatedAt: sql`now()` })
          .where(eq(paymentRefunds.providerReference, refund.id))
          .returning({
            paymentId: paymentRefunds.paymentId,
            amountFils: paymentRefunds.amountFils,
          });
        if (!changed) return false;
        if (status === 'failed') {
          // The money stayed with the shop: the payment is paid again, less this refund.
          await tx
            .update(payments)
            .set({
              status: 'paid',
              refundedFils: sql`greatest(${payments.refundedFils} - ${changed.amountFils}, 0)`,
              updatedAt: sql`now()`,
            })
            .where(and(eq(payments.id, changed.paymentId), eq(payments.status, 'refunded')));
        }
        return true;
      });
    }
    default:
      return false;
  }
}

/**
 * Handles a verified Stripe event once: its id is recorded in the same transaction as its change,
 * so a repeat (Stripe retries, or two instances receiving it) finds the id taken and changes
 * nothing. Concurrent deliveries wait on the first one's row and then see it; the mails a change
 * causes are queued with it, so a repeat mails nobody again.
 */
export async function handleStripeEvent(
  db: Db,
  providers: PaymentProviders,
  event: Stripe.Event,
  mail: MailSettings,
): Promise<'applied' | 'ignored' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (!fresh) return 'duplicate';
    return (await apply(tx as unknown as Db, providers, event, mail)) ? 'applied' : 'ignored';
  });
}
