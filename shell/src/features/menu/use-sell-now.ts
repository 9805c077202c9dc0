import { useCallback } from 'react';
import { useNavigate } from 'shared-contracts';
import {
  commonMessages,
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
      dispatch(showAlert(commonMessages.t('loginFirst'), 'error'));
      dispatch(openLoginModal());
      return;
    }
    navigate('/sell');
  }, [user, dispatch, navigate]);
}
