import { useEffect } from 'react';
import { pageCountOf, type PageResponse } from 'shared-contracts';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';

interface PageQuery<T> {
  data?: PageResponse<T>;
  error?: unknown;
  isFetching: boolean;
  isError: boolean;
}

/**
 * The rows, total and page count of a paged list query, its failure reported once; a page past
 * the end (an old link, or rows that moved) shows the last one.
 */
export function usePagedRows<T>(
  query: PageQuery<T>,
  paging: { page: number; limit: number; setPage: (page: number) => void; fetchError: string },
) {
  const { page, limit, setPage, fetchError } = paging;
  useQueryFailure(query.error, (error) => console.error(fetchError, error));
  const state = loadStateOf(query);
  const failed = state === 'error';
  const rows = failed || !Array.isArray(query.data?.data) ? [] : query.data.data;
  const total = failed ? 0 : Number(query.data?.total) || 0;
  const pageCount = pageCountOf(total, limit);
  useEffect(() => {
    if (state === 'ready' && pageCount > 0 && page > pageCount) setPage(pageCount);
  }, [state, page, pageCount, setPage]);
  return { state, rows, total, pageCount };
}
