import type { PaymentStarted } from '../entities/orders';

/**
 * Leaving the shop for the card provider's hosted payment page. Tests replace `leaveFor`; the
 * page itself never touches window.location.
 */
export const paymentPage = {
  /**
   * Goes to `url`. `backTo` first takes the current history entry's place, so the browser's Back
   * from the payment page lands there (the order) rather than on the checkout that placed it.
   */
  leaveFor(url: string, backTo?: string): void {
    if (backTo) {
      window.history.replaceState(null, '', backTo);
      // The order opens at its top, not at the checkout's scroll position.
      window.history.scrollRestoration = 'manual';
    }
    window.location.assign(url);
  },
};

/** The payment page's address of Orders/payOrder.php's answer: a web address, else undefined. */
export function paymentUrlOf(answer: PaymentStarted | undefined): string | undefined {
  const url = answer?.status === 'success' ? answer.PaymentUrl : undefined;
  if (typeof url !== 'string') return undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}
