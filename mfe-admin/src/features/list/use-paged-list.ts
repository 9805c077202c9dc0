import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageAnswer, PageQuery } from 'shared-contracts';

export type LoadState = 'loading' | 'ready' | 'error';

interface PagedList<T> {
  rows: T[];
  total: number;
  state: LoadState;
  reload: () => void;
}

/**
 * One page of a back-office list from the server (1-based pages, the search sent along). Only the
 * answer to the latest request is kept, so fast paging or typing never shows a stale page.
 */
export function usePagedList<T>(
  fetchPage: (query: PageQuery) => Promise<PageAnswer<T>>,
  query: PageQuery,
  onError: (error: unknown) => void,
): PagedList<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [state, setState] = useState<LoadState>('loading');
  const [version, setVersion] = useState(0);
  const latest = useRef(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  // The latest fetcher is used; a new function identity alone does not refetch.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const { page, limit, search } = query;

  useEffect(() => {
    const request = ++latest.current;
    setState('loading');
    fetchRef.current(search ? { page, limit, search } : { page, limit }).then(
      (answer) => {
        if (request !== latest.current) return;
        setRows(Array.isArray(answer?.data) ? answer.data : []);
        setTotal(Number(answer?.total) || 0);
        setState('ready');
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        setRows([]);
        setTotal(0);
        setState('error');
        onErrorRef.current(error);
      },
    );
  }, [page, limit, search, version]);

  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { rows, total, state, reload };
}
