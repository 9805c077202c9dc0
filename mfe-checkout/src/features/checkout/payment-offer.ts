import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHODS,
  type PaymentMethod,
  type TotalsQuote,
} from 'shared-contracts';
import type { QuoteState } from '../../shared/use-totals-quote';

export interface PaymentOffer {
  /** The methods shown, in the shop's order. */
  methods: PaymentMethod[];
  /** Set (fils) when the order is above the cash-on-delivery limit: cash cannot be chosen. */
  cashLimit?: number;
}

/** Until the shop's figures arrive (or when they cannot), cash on delivery alone, as before. */
const CASH_ONLY: PaymentOffer = { methods: [DEFAULT_PAYMENT_METHOD] };

function offerOf(quote: TotalsQuote): PaymentOffer {
  const offered = Array.isArray(quote.PaymentMethods) ? quote.PaymentMethods : [];
  const methods = PAYMENT_METHODS.filter((method) => offered.includes(method));
  if (methods.length === 0) return CASH_ONLY;
  const limit = quote.CashOnDeliveryLimit;
  const aboveLimit = typeof limit === 'number' && quote.Total > limit;
  return aboveLimit ? { methods, cashLimit: limit } : { methods };
}

/**
 * The payment methods checkout offers for the quote: the shop's (card only when it takes cards).
 * While new figures are asked the last ones still count, so a choice does not flicker away.
 */
export function paymentOffer(state: QuoteState): PaymentOffer {
  if (state.phase === 'ready') return offerOf(state.quote);
  if (state.phase === 'loading' && state.previous) return offerOf(state.previous);
  return CASH_ONLY;
}

/** True when the buyer may pick `method` for this order. */
export const canChoose = (offer: PaymentOffer, method: PaymentMethod) =>
  offer.methods.includes(method) &&
  !(method === 'cash_on_delivery' && offer.cashLimit !== undefined);

/**
 * The method the order is placed with: the buyer's choice while it can be made, else cash on
 * delivery, else the card (an order above the cash limit), else cash (the api explains why not).
 */
export function methodFor(offer: PaymentOffer, chosen: PaymentMethod | null): PaymentMethod {
  if (chosen && canChoose(offer, chosen)) return chosen;
  return offer.methods.find((method) => canChoose(offer, method)) ?? DEFAULT_PAYMENT_METHOD;
}
