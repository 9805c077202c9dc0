import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf, paymentPage, paymentUrlOf, useNavigate } from 'shared-contracts';
import { payOrder } from './api/pay-order';

export type CardPaymentState =
  | { phase: 'idle' }
  /** Orders/payOrder.php is asked for the payment page. */
  | { phase: 'starting'; orderId: number }
  /** The browser is on its way to the payment page. */
  | { phase: 'leaving'; orderId: number }
  /** `reason`: the server's message (the provider's error); none for a network failure. */
  | { phase: 'failed'; orderId: number; reason?: string };

class PaymentNotStarted extends Error {}

/** Where the browser's Back from the payment page lands: the order, as if the buyer left it. */
export const cancelledPaymentPath = (orderId: number) => `/orders/${orderId}?payment=cancelled`;

/**
 * The card payment of an order just placed: asks the api for the provider's payment page and
 * sends the browser there, `onLeaving` right before (the bag is cleared then, not earlier). A
 * failure keeps the page; `start` again asks for the same order, which is never placed twice.
 */
export function useCardPayment(onLeaving: () => void) {
  const navigate = useNavigate();
  const [state, setState] = useState<CardPaymentState>({ phase: 'idle' });
  const busy = useRef(false);

  const start = useCallback(
    async (orderId: number) => {
      if (busy.current) return;
      busy.current = true;
      setState({ phase: 'starting', orderId });
      try {
        const answer = await payOrder(orderId);
        const url = paymentUrlOf(answer);
        if (!url) {
          const message = (answer as { message?: unknown } | undefined)?.message;
          throw new PaymentNotStarted(typeof message === 'string' ? message : '');
        }
        setState({ phase: 'leaving', orderId });
        onLeaving();
        paymentPage.leaveFor(url, cancelledPaymentPath(orderId));
      } catch (error) {
        const reason =
          error instanceof PaymentNotStarted ? error.message : errorMessageOf(error, '');
        setState({ phase: 'failed', orderId, reason: reason || undefined });
        busy.current = false;
      }
    },
    [onLeaving],
  );

  // A page the browser keeps in memory comes back as it was left ('leaving') on Back: the order
  // is placed, so its page is where the buyer continues.
  const leavingFor = state.phase === 'leaving' ? state.orderId : undefined;
  useEffect(() => {
    if (leavingFor === undefined) return;
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) navigate(cancelledPaymentPath(leavingFor), { replace: true });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [leavingFor, navigate]);

  return { state, start };
}
