export { formatDate, formatDateTime } from 'shared-contracts/src/ui-extras';

/** '15%' for an offer, '—' for none. */
export function formatOffer(percent: number | null | undefined): string {
  const value = Number(percent ?? 0);
  return value > 0 ? `${value}%` : '—';
}
