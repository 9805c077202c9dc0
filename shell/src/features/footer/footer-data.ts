import { useEffect, useState } from 'react';
import {
  catalogUrls,
  ERRORS,
  firstPaintData,
  isAbort,
  LIMITS,
  shopApi,
  type Brand,
  type Category,
} from 'shared-contracts';

export interface ListState<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
}

/** A ready list from an answer: a list (at most `limit` items), or none for anything else. */
function readyList<T>(answer: unknown, limit?: number): ListState<T> {
  const list = Array.isArray(answer) ? (answer as T[]) : [];
  return { status: 'ready', items: limit ? list.slice(0, limit) : list };
}

/**
 * The list at `url`: the answer the page came with (server render, hydration), else loaded once
 * per mount; a failure is only logged.
 */
function useList<T>(
  url: string,
  load: (signal: AbortSignal) => Promise<T[]>,
  errorLabel: string,
  limit?: number,
): ListState<T> {
  const [painted] = useState(() => firstPaintData<unknown>(url));
  const [state, setState] = useState<ListState<T>>(() =>
    painted === undefined ? { status: 'loading', items: [] } : readyList<T>(painted, limit),
  );
  useEffect(() => {
    if (painted !== undefined) return;
    const controller = new AbortController();
    load(controller.signal)
      .then((items) => setState(readyList<T>(items, limit)))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        console.error(errorLabel, error);
        setState({ status: 'error', items: [] });
      });
    return () => controller.abort();
    // The loader is a stable module-level call; load once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

/** Top Categories: every category from Categoire/ (a failure is only logged). */
export function useFooterCategories() {
  return useList<Category>(
    catalogUrls.categories(),
    (signal) => shopApi.catalog.categories({ signal }),
    ERRORS.footerCategories,
  );
}

/** Top Brands: the first 8 brands from Brand/ (LIMITS.footerBrands). */
export function useFooterBrands() {
  return useList<Brand>(
    catalogUrls.brands(),
    (signal) => shopApi.catalog.brands({ signal }),
    ERRORS.footerBrands,
    LIMITS.footerBrands,
  );
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
