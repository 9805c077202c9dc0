import { useCallback, useRef, useState } from 'react';
import {
  commonMessages,
  errorMessageOf,
  statusOf,
  useNotify,
  type NewOrderPayload,
} from 'shared-contracts';
import { placeOrder } from './api/place-order';
import { isCouponRefusal } from './coupon-refusal';
import { newIdempotencyKey } from './idempotency-key';

/** An order as checkout sends it: with the bag's coupon code when one is applied. */

export type PlaceOrderState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  /**
   * `reason`: the server's message, as it sent it; none for a network failure. `couponRefused`:
   * a 409 refusing the order's coupon code (the code is then dropped).
   */
  | { phase: 'failed'; reason?: string; couponRefused?: boolean }
  | { phase: 'placed'; orderId?: number };

class OrderRejected extends Error {}

/** The server answered with a refusal (a 4xx or status 'error'): the order wrote nothing. */
const refusedByServer = (error: unknown) => {
  const status = statusOf(error);
  return error instanceof OrderRejected || (status !== undefined && status < 500);
};

/**
 * Sends the order once per click: a second submit while one is running is ignored, and one
 * Idempotency-Key is kept for the whole checkout attempt (retries after a failure reuse it) so
 * the server turns repeats into one order. A new key is made after a success, and for a changed
 * order after the server refused the last one (nothing was written, so its answer must not be
 * replayed). After a failure without an answer the key stays whatever changes: that order may
 * exist. `onCouponRefused` hears of a 409 refusing the order's code.
 */
export function usePlaceOrder(onPlaced: (orderId?: number) => void, onCouponRefused?: () => void) {
  const notify = useNotify();
  const [state, setState] = useState<PlaceOrderState>({ phase: 'idle' });
  const busy = useRef(false);
  const done = useRef(false);
  const key = useRef<string | null>(null);
  // The order the key was last sent with, and whether the server refused it.
  const last = useRef<{ body: string; refused: boolean } | null>(null);

  const place = useCallback(
    async (payload: NewOrderPayload) => {
      if (busy.current || done.current) return;
      busy.current = true;
      const body = JSON.stringify(payload);
      if (last.current?.refused && last.current.body !== body) key.current = null;
      key.current ??= newIdempotencyKey();
      last.current = { body, refused: false };
      setState({ phase: 'sending' });
      try {
        const response = await placeOrder(payload, key.current);
        if (response && response.status && response.status !== 'success') {
          throw new OrderRejected(response.message || '');
        }
        done.current = true;
        key.current = null;
        last.current = null;
        setState({ phase: 'placed', orderId: response?.OrderID });
        notify.success(commonMessages.t('orderPlaced'));
        onPlaced(response?.OrderID);
      } catch (error) {
        const reason = error instanceof OrderRejected ? error.message : errorMessageOf(error, '');
        last.current = { body, refused: refusedByServer(error) };
        const couponRefused =
          Boolean(payload.Coupon) && statusOf(error) === 409 && isCouponRefusal(reason);
        setState({ phase: 'failed', reason: reason || undefined, couponRefused });
        notify.error(commonMessages.t('placeOrder'));
        if (couponRefused) onCouponRefused?.();
      } finally {
        busy.current = false;
      }
    },
    [notify, onPlaced, onCouponRefused],
  );

  return { state, place };
}
