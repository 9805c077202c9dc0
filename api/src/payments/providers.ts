import type Stripe from 'stripe';
import type { AppConfig } from '../config';
import { CARD_UNAVAILABLE, PAYMENT_METHODS, type PaymentMethod } from '../contracts';
import { HttpError } from '../http-errors';
import { cashOnDelivery } from './cash-on-delivery';
import type { PaymentProvider } from './provider';
import { stripeClient, stripeProvider } from './stripe/stripe-provider';

/** The providers this instance takes payments with, one per method offered. */
export interface PaymentProviders {
  /** The methods checkout offers: cash always, a card when Stripe is configured. */
  readonly methods: readonly PaymentMethod[];
  /** The provider taking payments of `method`; 400 for a method not offered. */
  forMethod(method: PaymentMethod): PaymentProvider;
  /** The provider a stored payment was started with. */
  named(name: string): PaymentProvider;
  /** Stripe's client and webhook secret, when cards are taken. */
  readonly stripe?: { client: Stripe; webhookSecret: string };
}

export function createPaymentProviders(config: Pick<AppConfig, 'stripe'>): PaymentProviders {
  const client = config.stripe && stripeClient(config.stripe);
  const byMethod: Partial<Record<PaymentMethod, PaymentProvider>> = {
    cash_on_delivery: cashOnDelivery,
    ...(client && { card: stripeProvider(client) }),
  };
  const all = Object.values(byMethod);
  return {
    methods: PAYMENT_METHODS.filter((method) => byMethod[method]),
    forMethod(method) {
      const provider = byMethod[method];
      if (!provider) throw new HttpError(400, CARD_UNAVAILABLE);
      return provider;
    },
    named(name) {
      const provider = all.find((candidate) => candidate.name === name);
      if (!provider) throw new HttpError(409, `Payments of ${name} are not taken here`);
      return provider;
    },
    stripe: client && config.stripe && { client, webhookSecret: config.stripe.webhookSecret },
  };
}
