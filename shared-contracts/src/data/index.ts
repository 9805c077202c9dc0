/**
 * The storefront's data layer: each GET call is declared once (defineQuery) in an `api/get-*.ts`
 * file beside its hook, and read through one cache that the server-painted answers seed.
 */
export * from './query-definition';
export {
  fetchQuery,
  peekQuery,
  resetQueryCache,
  watchQuery,
  type QueryState,
} from './query-cache';
export * from './use-query';
export * from './same-json';
export * from './get-brands';
export * from './get-categories';
export * from './get-totals';
export * from './use-settled';
