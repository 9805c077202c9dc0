import { ERRORS, useNotify, type OrderStatus, type OrderView } from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import { useSetOrderStatusMutation } from '../../api';
import { useAccessDenied } from '../frame/admin-access';
import { serverRefusalOf } from '../../shared/server-response';
import { ORDER_TEXT } from './texts';

export interface Shipment {
  Carrier: string;
  TrackingNumber: string;
}

/**
 * Moves the order on screen to one of its next statuses. `From` is the status shown, so a move
 * made meanwhile by someone else is refused (409) and the order refreshes (see the mutation's tags).
 * Resolves true when the server applied the change.
 */
export function useOrderStatus(order: Pick<OrderView, 'OrderID' | 'Status'>) {
  const notify = useNotify();
  const accessDenied = useAccessDenied();
  const [setStatus, state] = useSetOrderStatusMutation();

  const change = async (Status: OrderStatus, shipment?: Shipment): Promise<boolean> => {
    if (state.isLoading) return false;
    try {
      const response = await settle(
        setStatus({ OrderID: order.OrderID, Status, From: order.Status, ...shipment }),
      );
      if (response?.status === 'success') {
        notify.success(ORDER_TEXT.marked(Status));
        return true;
      }
      notify.error(ORDER_TEXT.markFailed(response?.message || ERRORS.network));
    } catch (error) {
      if (accessDenied(error)) return false;
      notify.error(ORDER_TEXT.markFailed(serverRefusalOf(error) ?? ERRORS.network));
    }
    return false;
  };

  return { change, busy: state.isLoading ? (state.originalArgs?.Status ?? null) : null };
}
