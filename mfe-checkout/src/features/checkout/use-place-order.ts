import { useCallback, useRef, useState } from 'react';
import {
  commonCatalog,
  errorMessageOf,
  shopApi,
  useNotify,
  type NewOrderPayload,
} from 'shared-contracts';
import { newIdempotencyKey } from './idempotency-key';

export type PlaceOrderState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  /** `reason`: the server's message, as it sent it; none for a network failure. */
  | { phase: 'failed'; reason?: string }
  | { phase: 'placed'; orderId?: number };

class OrderRejected extends Error {}

/**
 * Sends the order once per click: a second submit while one is running is ignored, and one
 * Idempotency-Key is kept for the whole checkout attempt (retries after a failure reuse it) so
 * the server turns repeats into one order. A new key is made only after a success.
 */
export function usePlaceOrder(onPlaced: (orderId?: number) => void) {
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
          throw new OrderRejected(response.message || '');
        }
        done.current = true;
        key.current = null;
        setState({ phase: 'placed', orderId: response?.OrderID });
        notify.success(commonCatalog.t('orderPlaced'));
        onPlaced(response?.OrderID);
      } catch (error) {
        const reason = error instanceof OrderRejected ? error.message : errorMessageOf(error, '');
        setState({ phase: 'failed', reason: reason || undefined });
        notify.error(commonCatalog.t('placeOrder'));
      } finally {
        busy.current = false;
      }
    },
    [notify, onPlaced],
  );

  return { state, place };
}
