import type { CheckoutState } from 'shared-contracts';

/** True when navigation state is a usable checkout (a user and at least one line). */
export function isCheckoutState(value: unknown): value is CheckoutState {
  if (!value || typeof value !== 'object') return false;
  const state = value as Partial<CheckoutState>;
  return (
    Array.isArray(state.items) &&
    state.items.length > 0 &&
    state.items.every((item) => typeof item?.ProductID === 'number' && item.Quantity > 0) &&
    (state.source === 'cart' || state.source === 'buynow')
  );
}
