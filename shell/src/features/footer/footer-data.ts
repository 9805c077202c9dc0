import {
  LIMITS,
  useBrands,
  useCategories,
  type Brand,
  type Category,
  type QueryState,
} from 'shared-contracts';

export interface ListState<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
}

/** A footer list from its call's state: at most `limit` items of a list answer. */
function listState<T>(state: QueryState<T[]>, limit?: number): ListState<T> {
  if (state.status !== 'success') return { status: state.status, items: [] };
  const list = Array.isArray(state.data) ? state.data : [];
  return { status: 'ready', items: limit ? list.slice(0, limit) : list };
}

/** Top Categories: every category from Categoire/ (a failure is only logged). */
export function useFooterCategories(): ListState<Category> {
  return listState(useCategories());
}

/** Top Brands: the first 8 brands from Brand/ (LIMITS.footerBrands). */
export function useFooterBrands(): ListState<Brand> {
  return listState(useBrands(), LIMITS.footerBrands);
}

/** The digits of a phone number, as wa.me wants them. */
export function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/** tel: link keeping a leading plus. */
export function telLink(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** Gulf Standard Time, UTC+4 all year: the business's time zone (its hours say GST). */
const GST_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * The copyright year in the UAE: the server and a browser in any time zone write the same, so
 * the browser's first render matches the server's (a local year differs on New Year's Eve).
 */
export function copyrightYear(now: Date = new Date()): number {
  return new Date(now.getTime() + GST_OFFSET_MS).getUTCFullYear();
}
