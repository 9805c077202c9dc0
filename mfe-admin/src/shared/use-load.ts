import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccessDenied } from '../features/layout/admin-access';

export type Loaded<T> =
  { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; error: unknown };

/**
 * Loads data once (and on reload) for a back-office screen. A 401/403 switches the layout to the
 * refusal; any other failure goes to `onError` and the screen shows its error state.
 */
export function useLoad<T>(load: () => Promise<T>, onError: (error: unknown) => void, key = '') {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const accessDenied = useAccessDenied();
  const loadRef = useRef(load);
  loadRef.current = load;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    loadRef.current().then(
      (data) => live && setResult({ state: 'ready', data }),
      (error: unknown) => {
        if (!live) return;
        setResult({ state: 'error', error });
        if (!accessDenied(error)) onErrorRef.current(error);
      },
    );
    return () => {
      live = false;
    };
  }, [accessDenied, key, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { result, reload };
}
