import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { statusOf, userUpdated, useAppDispatch, type AppState } from 'shared-contracts';
import { getUserDetails } from './api/get-user-details';

/**
 * At start-up the user comes from browser storage and stays: a fresh answer from the server
 * refreshes the name and photo shown in the navigation. A 401 (no live session) leaves the stored
 * user as it is, as loaded from storage: the server still refuses every call that needs a session,
 * and those calls show their own error messages.
 */
export function useSessionCheck() {
  const store = useStore<AppState>();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const user = store.getState().user;
    if (!user) return;
    let active = true;
    getUserDetails(user.UserID)
      .then((response) => {
        const fresh = response?.user;
        if (!active || !fresh || fresh.UserID !== user.UserID) return;
        dispatch(
          userUpdated({
            UserName: fresh.UserName,
            Email: fresh.Email,
            ProfileImage: fresh.ProfileImage ?? '',
            RoleID: fresh.RoleID,
          }),
        );
      })
      .catch((error: unknown) => {
        if (statusOf(error) === 401) return;
        console.error('Could not verify the session:', error);
      });
    return () => {
      active = false;
    };
  }, [store, dispatch]);
}
