import { useCallback } from 'react';
import { useSearchParams, type OrderStatus } from 'shared-contracts';
import { isOrderStatus } from 'shared-contracts/src/queries';

/**
 * The orders list's status and page, kept in the URL (?status=Shipped&page=2) so a reload or a
 * shared link shows the same page. A new status starts again on page 1.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: OrderStatus | undefined = isOrderStatus(rawStatus) ? rawStatus : undefined;
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;

  const update = useCallback(
    (next: { status?: OrderStatus; page: number }) => {
      const search = new URLSearchParams();
      if (next.status) search.set('status', next.status);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search);
    },
    [setParams],
  );
  const setStatus = useCallback(
    (value: string) => update({ status: isOrderStatus(value) ? value : undefined, page: 1 }),
    [update],
  );
  const setPage = useCallback((next: number) => update({ status, page: next }), [status, update]);
  return { status, page, setStatus, setPage };
}
