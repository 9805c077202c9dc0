import { useCallback } from 'react';
import { useNavigate } from 'shared-contracts';
import {
  commonCatalog,
  openLoginModal,
  selectUser,
  showAlert,
  useAppDispatch,
  useAppSelector,
} from 'shared-contracts';

/**
 * SELL NOW: a signed-in user goes to /sell; a visitor gets the alert card 'Please log in first!'
 * and the login modal.
 */
export function useSellNow() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    if (!user) {
      dispatch(showAlert(commonCatalog.t('loginFirst'), 'error'));
      dispatch(openLoginModal());
      return;
    }
    navigate('/sell');
  }, [user, dispatch, navigate]);
}
