import { useEffect, useRef, useState, type DependencyList } from 'react';
import { firstPaintData, isAbort } from 'shared-contracts';
import { sameJson } from './same-json';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs `load` when `deps` change, aborting the previous call. Failures are logged with `logAs`
 * (list fetch failures are always logged) and reported as status 'error'. With `url` (the
 * call's catalogUrls URL), a server-rendered first paint's answer is the first render's data; the
 * call is still made, and only a different answer (or a failure) changes the state.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  logAs: string,
  url?: string,
): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>(() => {
    const data = url === undefined ? undefined : firstPaintData<T>(url);
    return data === undefined ? { status: 'loading' } : { status: 'success', data };
  });
  const seeded = useRef(state.status === 'success');
  useEffect(() => {
    const controller = new AbortController();
    if (!seeded.current) setState({ status: 'loading' });
    seeded.current = false;
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState((previous) =>
          previous.status === 'success' && sameJson(previous.data, data)
            ? previous
            : { status: 'success', data },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        console.error(logAs, error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
