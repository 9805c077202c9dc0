import { CARD_UNAVAILABLE, type PaymentMethod } from '../contracts';
import { HttpError } from '../plugins/errors';
import { cashOnDelivery } from './cash-on-delivery';
import type { PaymentProvider } from './provider';

/** The provider of each method; the card provider is added here when it exists. */
const PROVIDERS: Partial<Record<PaymentMethod, PaymentProvider>> = {
  cash_on_delivery: cashOnDelivery,
};

/** The provider taking payments of `method`; 400 for a method not offered yet. */
export function providerFor(method: PaymentMethod): PaymentProvider {
  const provider = PROVIDERS[method];
  if (!provider) throw new HttpError(400, CARD_UNAVAILABLE);
  return provider;
}

/** The provider a stored payment was started with. */
export function providerNamed(name: string): PaymentProvider {
  const provider = Object.values(PROVIDERS).find((candidate) => candidate.name === name);
  if (!provider) throw new Error(`No payment provider named ${name}`);
  return provider;
}
