import { useEffect } from 'react';
import { useStore } from 'react-redux';
import {
  loggedOut,
  shopApi,
  statusOf,
  userUpdated,
  useAppDispatch,
  type AppState,
} from 'shared-contracts';

/**
 * At start-up the user comes from storage (spec section 4). Check in the background that the
 * server still knows the session: a 401 means it expired, so the stale user is cleared; a fresh
 * answer refreshes the name and photo shown in the navigation.
 */
export function useSessionCheck() {
  const store = useStore<AppState>();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const user = store.getState().user;
    if (!user) return;
    let active = true;
    shopApi.user
      .details(user.UserID)
      .then((answer) => {
        const fresh = answer?.user;
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
        if (statusOf(error) === 401) {
          if (store.getState().user?.UserID === user.UserID) dispatch(loggedOut());
          return;
        }
        console.error('Could not verify the session:', error);
      });
    return () => {
      active = false;
    };
  }, [store, dispatch]);
}
