import { useEffect } from 'react';
import { httpErrorOf } from './base-query';

/** Logs each failure of a query whose failures are only logged, with its label. */
export function useLoggedError(error: unknown, label: string) {
  useEffect(() => {
    if (error) console.error(label, httpErrorOf(error));
  }, [error, label]);
}
