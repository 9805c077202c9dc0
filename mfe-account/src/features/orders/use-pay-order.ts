import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf, paymentPage, paymentUrlOf } from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import { usePayOrderMutation } from '../../api';

export type PayState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  /** The browser is on its way to the payment page. */
  | { phase: 'leaving' }
  /** `reason`: the server's message (the provider's error); none for a network failure. */
  | { phase: 'failed'; reason?: string };

/**
 * 'Pay by card' / 'Try again' on the order's page: asks the api for the order's payment page
 * (Orders/payOrder.php) and sends the browser there. A refusal refreshes the order (cache tags),
 * so the page shows whether paying is still possible.
 */
export function usePayOrder(orderId: number) {
  const [payOrder] = usePayOrderMutation();
  const [state, setState] = useState<PayState>({ phase: 'idle' });
  // One start at a time; after a success the page is being left, so it stays taken.
  const busy = useRef(false);

  const pay = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ phase: 'starting' });
    try {
      const answer = await settle(payOrder(orderId));
      const url = paymentUrlOf(answer);
      if (!url) {
        const message = (answer as { message?: unknown } | undefined)?.message;
        setState({ phase: 'failed', reason: typeof message === 'string' ? message : undefined });
        busy.current = false;
        return;
      }
      setState({ phase: 'leaving' });
      paymentPage.leaveFor(url);
    } catch (error) {
      console.error('Error starting the card payment:', error);
      setState({ phase: 'failed', reason: errorMessageOf(error, '') || undefined });
      busy.current = false;
    }
  }, [orderId, payOrder]);

  // Back from the payment page may bring this page back from the browser's memory as it was left.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setState({ phase: 'idle' });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  return { state, pay, busy: state.phase === 'starting' || state.phase === 'leaving' };
}
