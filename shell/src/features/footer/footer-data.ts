import { useEffect, useState } from 'react';
import { ERRORS, isAbort, LIMITS, shopApi, type Brand, type Category } from 'shared-contracts';

export interface ListState<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
}

function useList<T>(
  load: (signal: AbortSignal) => Promise<T[]>,
  errorLabel: string,
  limit?: number,
): ListState<T> {
  const [state, setState] = useState<ListState<T>>({ status: 'loading', items: [] });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((items) => {
        const list = Array.isArray(items) ? items : [];
        setState({ status: 'ready', items: limit ? list.slice(0, limit) : list });
      })
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
    (signal) => shopApi.catalog.categories({ signal }),
    ERRORS.footerCategories,
  );
}

/** Top Brands: the first 8 brands from Brand/ (LIMITS.footerBrands). */
export function useFooterBrands() {
  return useList<Brand>(
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
