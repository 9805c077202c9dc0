import { ERRORS, useNotify } from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import { useMarkOrderPaidMutation } from '../../api';
import { useAccessDenied } from '../frame/admin-access';
import { serverRefusalOf } from '../../shared/server-response';
import { ORDER_TEXT } from './texts';

/**
 * Records the cash collected for a cash-on-delivery order (Orders/markOrderPaid.php). Resolves
 * true when the server recorded it; a 409 (paid meanwhile) refreshes the order.
 */
export function useMarkOrderPaid(orderId: number) {
  const notify = useNotify();
  const accessDenied = useAccessDenied();
  const [markOrderPaid, state] = useMarkOrderPaidMutation();

  const markPaid = async (): Promise<boolean> => {
    if (state.isLoading) return false;
    try {
      const response = await settle(markOrderPaid(orderId));
      if (response?.status === 'success') {
        notify.success(ORDER_TEXT.paid);
        return true;
      }
      notify.error(ORDER_TEXT.payFailed(response?.message || ERRORS.network));
    } catch (error) {
      if (accessDenied(error)) return false;
      notify.error(ORDER_TEXT.payFailed(serverRefusalOf(error) ?? ERRORS.network));
    }
    return false;
  };

  return { markPaid, busy: state.isLoading };
}
