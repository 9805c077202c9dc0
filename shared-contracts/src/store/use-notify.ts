import { useMemo } from 'react';
import { useAppDispatch } from './hooks';
import { showAlert } from './ui-slice';

export interface Notify {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

/**
 * Notifications are dispatched, never rendered by the caller: the alert host (the shell's, or a
 * standalone remote's) shows them. A new one replaces the one on screen.
 */
export function useNotify(): Notify {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      success: (message) => void dispatch(showAlert(message, 'success')),
      error: (message) => void dispatch(showAlert(message, 'error')),
      info: (message) => void dispatch(showAlert(message, 'info')),
    }),
    [dispatch],
  );
}
