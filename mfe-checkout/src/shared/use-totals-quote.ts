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
  const linesKey = totalsLines(lines);
  const asked = useMemo(() => ({ country, lines: linesKey, coupon }), [country, linesKey, coupon]);
  const arg = useSettled(asked, SETTLE_MS);
  const settled = asked === arg;
  const totals = useTotals(arg);
  const state: QuoteState =
    totals.status === 'success' && settled
      ? { phase: 'ready', quote: totals.data, coupon: arg.coupon }
      : totals.status === 'error' && settled
        ? { phase: 'failed', reason: errorMessageOf(totals.error, '') || undefined }
        : { phase: 'loading', previous: totals.lastData };
  return { state, retry: totals.refetch };
}
