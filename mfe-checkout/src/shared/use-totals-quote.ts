import { useCallback, useEffect, useState } from 'react';
import { errorMessageOf, shopApi, type TotalsQuote } from 'shared-contracts';

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
  const [state, setState] = useState<QuoteState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = lines.map((line) => `${line.ProductID}:${line.Quantity}`).join(',');

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    setState((current) => ({
      phase: 'loading',
      previous:
        current.phase === 'ready'
          ? current.quote
          : current.phase === 'loading'
            ? current.previous
            : undefined,
    }));
    const timer = setTimeout(() => {
      const quoted = key.split(',').map((pair) => {
        const [ProductID, Quantity] = pair.split(':').map(Number);
        return { ProductID: ProductID!, Quantity: Quantity! };
      });
      shopApi.orders
        .totals(country, quoted, { signal: controller.signal, coupon })
        .then((quote) => setState({ phase: 'ready', quote, coupon }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ phase: 'failed', reason: errorMessageOf(error, '') || undefined });
        });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [country, key, coupon, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
