import { useCallback } from 'react';
import { loggedOut, shopApi, useAppDispatch } from 'shared-contracts';
import { browser } from './browser';

/**
 * Logout: end the server session (a failure there does not keep anyone signed in), clear the stored
 * user and reload the page.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    try {
      await shopApi.user.logout();
    } catch (error) {
      console.error('Logout request failed; clearing the local session anyway.', error);
    }
    dispatch(loggedOut());
    browser.reload();
  }, [dispatch]);
}
