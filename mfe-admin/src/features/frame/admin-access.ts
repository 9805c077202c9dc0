import { createContext, useCallback, useContext } from 'react';
import { isAccessError, isSignedOutError } from '../../shared/server-response';

export type Denial = 'signed-out' | 'forbidden';

/** Lets a screen tell the admin layout that the server refused it (401/403). */
export const AdminAccessContext = createContext<(denial: Denial) => void>(() => {});

/**
 * Returns a handler for failed calls: when the server refused access it switches the layout to
 * the refusal and returns true; otherwise it returns false and the caller handles the error.
 */
export function useAccessDenied() {
  const deny = useContext(AdminAccessContext);
  return useCallback(
    (error: unknown): boolean => {
      if (!isAccessError(error)) return false;
      deny(isSignedOutError(error) ? 'signed-out' : 'forbidden');
      return true;
    },
    [deny],
  );
}
