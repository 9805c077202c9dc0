import { shopApi } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';
import { urlOf } from '../api/url';
import { defineQuery } from './query-definition';
import { useQuery } from './use-query';

/** What the totals are asked for: bag lines as 'id:qty,id:qty', a country and a coupon code. */
export interface TotalsArg {
  country: string;
  lines: string;
  coupon: string | null;
}

const linesOf = (lines: string) =>
  lines.split(',').map((pair) => {
    const [ProductID, Quantity] = pair.split(':').map(Number);
    return { ProductID: ProductID!, Quantity: Quantity! };
  });

/** The bag's lines in the form TotalsArg keeps them. */
export const totalsLines = (lines: readonly { ProductID: number; Quantity: number }[]): string =>
  lines.map((line) => `${line.ProductID}:${line.Quantity}`).join(',');

/** Orders/getTotals.php: the server's figures; the screen shows a failure with its reason. */
export const totalsQuery = defineQuery({
  url: ({ country, lines, coupon }: TotalsArg) =>
    urlOf(ENDPOINTS.orders.totals, { Country: country, Products: lines, Coupon: coupon || undefined }),
  load: ({ country, lines, coupon }: TotalsArg, signal) =>
    shopApi.orders.totals(country, linesOf(lines), { signal, coupon }),
  // Prices and stock move: figures are asked again whenever a screen shows them.
  freshForMs: 0,
});

/** The totals for `arg` (none asked for an empty bag). */
export const useTotals = (arg: TotalsArg) => useQuery(totalsQuery, arg, { skip: !arg.lines });

/** Asks the totals once, outside a screen's state (a code tried with Apply). */
export const fetchTotals = (arg: TotalsArg, signal: AbortSignal) => totalsQuery.load(arg, signal);
