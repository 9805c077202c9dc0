import {
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
} from 'shared-contracts/ui-extras';

// The back-office is English whatever language the storefront was left in.

/** '5 Mar 2026'. */
export const formatDate = (value: string | null | undefined) => formatDateIn(value, 'en');

/** '5 Mar 2026, 14:05'; a date alone for plain YYYY-MM-DD values. */
export const formatDateTime = (value: string | null | undefined) => formatDateTimeIn(value, 'en');

/** '15%' for an offer, '—' for none. */
export function formatOffer(percent: number | null | undefined): string {
  const value = Number(percent ?? 0);
  return value > 0 ? `${value}%` : '—';
}
