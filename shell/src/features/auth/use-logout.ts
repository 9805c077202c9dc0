import { useCallback } from 'react';
import { loggedOut, useAppDispatch } from 'shared-contracts';
import { logOut } from './api/log-out';
import { browser } from './browser';

/**
 * Logout: end the server session (a failure there does not keep anyone signed in), clear the stored
 * user and reload the page.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    try {
      await logOut();
    } catch (error) {
      console.error('Logout request failed; clearing the local session anyway.', error);
    }
    dispatch(loggedOut());
    browser.reload();
  }, [dispatch]);
}
