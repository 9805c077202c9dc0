import { useMemo } from 'react';
import {
  errorMessageOf,
  totalsLines,
  useSettled,
  useTotals,
  type TotalsQuote,
} from 'shared-contracts';

export type QuoteState =
  /** `previous`: the last figures while new ones are asked (a country or quantity change). */
  | { phase: 'loading'; previous?: TotalsQuote }
  /** `coupon`: the code the figures were asked with (null: none). */
  | { phase: 'ready'; quote: TotalsQuote; coupon: string | null }
  /** `reason`: the server's message; none for a network failure. */
  | { phase: 'failed'; reason?: string };

/** Typing a quantity or switching countries quickly asks once. */
const SETTLE_MS = 250;

/**
 * The server's totals of `lines` shipped to `country` with `coupon` (Orders/getTotals.php), asked
 * again when any of them changes; an older answer never replaces a newer one. `retry` asks again
 * after a failure.
 */
export function useTotalsQuote(
  country: string,
  lines: readonly { ProductID: number; Quantity: number }[],
  coupon: string | null = null,
) {
  const key = JSON.stringify([country, totalsLines(lines), coupon]);
  const settledKey = useSettled(key, SETTLE_MS);
  const arg = useMemo(() => {
    const [settledCountry, settledLines, settledCoupon] = JSON.parse(settledKey) as [
      string,
      string,
      string | null,
    ];
    return { country: settledCountry, lines: settledLines, coupon: settledCoupon };
  }, [settledKey]);
  const totals = useTotals(arg);
  const state: QuoteState =
    totals.status === 'success' && key === settledKey
      ? { phase: 'ready', quote: totals.data, coupon: arg.coupon }
      : totals.status === 'error' && key === settledKey
        ? { phase: 'failed', reason: errorMessageOf(totals.error, '') || undefined }
        : { phase: 'loading', previous: totals.lastData };
  return { state, retry: totals.refetch };
}
