import { useCallback } from 'react';
import { useSearchParams } from 'shared-contracts';

/**
 * A list's status filter and page, kept in the URL (?status=Shipped&page=2) so a reload or a
 * shared link shows the same page. A new status starts again on page 1; an unknown one is ignored.
 */
export function useListFilters<S extends string>(isStatus: (value: unknown) => value is S) {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: S | undefined = isStatus(rawStatus) ? rawStatus : undefined;
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;

  const update = useCallback(
    (next: { status?: S; page: number }) => {
      const search = new URLSearchParams();
      if (next.status) search.set('status', next.status);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search);
    },
    [setParams],
  );
  const setStatus = useCallback(
    (value: string) => update({ status: isStatus(value) ? value : undefined, page: 1 }),
    [isStatus, update],
  );
  const setPage = useCallback((next: number) => update({ status, page: next }), [status, update]);
  return { status, page, setStatus, setPage };
}
