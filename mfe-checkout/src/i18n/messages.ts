import { defineMessages, useMessages } from 'shared-contracts';
import { CHECKOUT_EN } from './en';

/** The checkout remote's messages; Arabic comes in its own chunk when first used. */
export const checkoutMessages = defineMessages('checkout', CHECKOUT_EN, {
  ar: () => import('./ar'),
});

/** The checkout remote's texts in the active language (re-renders on a switch). */
export const useCheckoutText = () => useMessages(checkoutMessages);
