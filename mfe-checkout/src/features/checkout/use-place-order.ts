import { useCallback, useRef, useState } from 'react';
import {
  ERRORS,
  errorMessageOf,
  shopApi,
  SUCCESS,
  useNotify,
  type NewOrderPayload,
} from 'shared-contracts';
import { newIdempotencyKey } from './idempotency-key';

export type PlaceOrderState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'failed'; reason: string }
  | { phase: 'placed'; orderId?: number };

class OrderRejected extends Error {}

/**
 * Sends the order once per click: a second submit while one is running is ignored, and one
 * Idempotency-Key is kept for the whole checkout attempt (retries after a failure reuse it) so
 * the server turns repeats into one order. A new key is made only after a success.
 */
export function usePlaceOrder(onPlaced: () => void) {
  const notify = useNotify();
  const [state, setState] = useState<PlaceOrderState>({ phase: 'idle' });
  const busy = useRef(false);
  const done = useRef(false);
  const key = useRef<string | null>(null);

  const place = useCallback(
    async (payload: NewOrderPayload) => {
      if (busy.current || done.current) return;
      busy.current = true;
      key.current ??= newIdempotencyKey();
      setState({ phase: 'sending' });
      try {
        const response = await shopApi.orders.place(payload, key.current);
        if (response && response.status && response.status !== 'success') {
          throw new OrderRejected(response.message || ERRORS.network);
        }
        done.current = true;
        key.current = null;
        setState({ phase: 'placed', orderId: response?.OrderID });
        notify.success(SUCCESS.orderPlaced);
        onPlaced();
      } catch (error) {
        const reason =
          error instanceof OrderRejected ? error.message : errorMessageOf(error, ERRORS.network);
        setState({ phase: 'failed', reason });
        notify.error(ERRORS.placeOrder);
      } finally {
        busy.current = false;
      }
    },
    [notify, onPlaced],
  );

  return { state, place };
}
