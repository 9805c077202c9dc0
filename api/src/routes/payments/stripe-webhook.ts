import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENDPOINTS } from '../../contracts';
import { mailSettings } from '../../orders/mails';
import { handleStripeEvent } from '../../payments/stripe/webhook-events';
import { HttpError } from '../../http-errors';
import { documentationOnly } from '../../plugins/openapi';
import { errorsOf } from '../responses';
import { apiPath } from '../paths';

const SIGNATURE_HEADER = 'stripe-signature';
export const BAD_SIGNATURE = 'The Stripe-Signature header does not match this body';

const receivedResponse = documentationOnly(
  z.object({
    received: z.literal(true),
    outcome: z.enum(['applied', 'ignored', 'duplicate']).describe('duplicate: handled before'),
  }),
);

/**
 * Stripe's webhook: the body is read as bytes, as the signature covers them exactly, and checked
 * by the SDK against STRIPE_WEBHOOK_SECRET (400 and nothing changed when it does not match).
 */
export async function stripeWebhookRoute(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      apiPath(ENDPOINTS.payments.stripeWebhook),
      {
        schema: {
          tags: ['payments'],
          summary: "Stripe's events about card payments and refunds",
          description: `Signed by Stripe (${SIGNATURE_HEADER} header). Each event id is handled once, whichever instance receives it. 404 when card payments are not configured.`,
          response: { 200: receivedResponse, ...errorsOf(400, 404) },
        },
      },
      async (request) => {
        const stripe = app.payments.stripe;
        if (!stripe) throw new HttpError(404, 'Card payments are not configured');
        const signature = request.headers[SIGNATURE_HEADER];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new HttpError(400, BAD_SIGNATURE);
        }
        let event;
        try {
          event = stripe.client.webhooks.constructEvent(
            request.body,
            signature,
            stripe.webhookSecret,
          );
        } catch {
          throw new HttpError(400, BAD_SIGNATURE);
        }
        const outcome = await handleStripeEvent(
          app.database.db,
          app.payments,
          event,
          mailSettings(app.config, request),
        );
        request.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
        return { received: true as const, outcome };
      },
    );
  });
}
