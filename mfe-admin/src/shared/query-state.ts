import { useEffect, useRef } from 'react';
import { httpErrorOf } from 'shared-contracts/queries';
import { useAccessDenied } from '../features/frame/admin-access';

export type LoadState = 'loading' | 'ready' | 'error';

/** A screen's state from its query: loading while a request runs (the first or a refresh). */
export const loadStateOf = (query: { isFetching: boolean; isError: boolean }): LoadState =>
  query.isFetching ? 'loading' : query.isError ? 'error' : 'ready';

/**
 * Reports each failure of a back-office query once: a 401/403 switches the layout to the
 * refusal, any other failure goes to `onError` (as the HttpError the client threw).
 */
export function useQueryFailure(error: unknown, onError: (error: unknown) => void) {
  const accessDenied = useAccessDenied();
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (!error) return;
    const failure = httpErrorOf(error);
    if (!accessDenied(failure)) onErrorRef.current(failure);
  }, [accessDenied, error]);
}
