import { useCallback } from 'react';
import { errorMessageOf, useNotify } from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import { useCancelOrderMutation } from '../../api';
import { accountMessages } from '../../i18n/messages';

/**
 * The buyer's Cancel order: asked once more in the browser, then sent. The cache refreshes the
 * order and the lists (also after a 409, when the order moved since it was shown).
 */
export function useCancelOrder(orderId: number) {
  const notify = useNotify();
  const [cancelOrder, state] = useCancelOrderMutation();

  const cancel = useCallback(async () => {
    if (state.isLoading || !window.confirm(accountMessages.t('confirmCancel'))) return;
    try {
      const response = await settle(cancelOrder(orderId));
      if (response.status === 'success') notify.success(accountMessages.t('orderCancelled'));
      else notify.error(response.message || accountMessages.t('cancelFailed'));
    } catch (error) {
      console.error('Error cancelling the order:', error);
      notify.error(errorMessageOf(error, accountMessages.t('cancelFailed')));
    }
  }, [cancelOrder, notify, orderId, state.isLoading]);

  return { cancel, cancelling: state.isLoading };
}
