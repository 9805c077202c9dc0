import type { OrderStatus } from 'shared-contracts';

/** What each move means, said in its confirmation. */
const MOVE_MEANING: Record<OrderStatus, string> = {
  Pending: 'The order waits for the back-office again.',
  Confirmed: 'The order is accepted; its pieces are checked next.',
  Authenticated: 'The experts checked the pieces: the order may be shipped.',
  Shipped: 'Enter the carrier and the tracking number the buyer will follow.',
  Delivered: 'The buyer has the pieces; the return window starts now.',
  Cancelled: 'The order ends here and its pieces go back on sale.',
  Returned: 'The buyer sent the pieces back; they go back on sale.',
};

/** Order texts not fixed word for word (the fixed ones are TEXT and ERRORS). */
export const ORDER_TEXT = {
  allStatuses: 'All statuses',
  noOrders: 'No orders yet.',
  noOrdersWithStatus: (status: OrderStatus) => `No ${status} orders.`,
  loadFailed: 'The orders could not be loaded.',
  viewFailed: 'The order could not be loaded.',
  markAs: (status: OrderStatus) => `Mark as ${status}`,
  marked: (status: OrderStatus) => `Order marked as ${status}!`,
  markFailed: (message: string) => `Failed to update the order: ${message}`,
  moveTitle: (id: number, status: OrderStatus) => `Move order #${id} to ${status}?`,
  moveText: (from: OrderStatus, to: OrderStatus) => `From ${from} to ${to}. ${MOVE_MEANING[to]}`,
  willRefund: (amount: string, method: string) =>
    `The payment of ${amount} (${method}) will be refunded to the buyer.`,
  nothingToRefund: 'No payment was received, so nothing is refunded.',
  markPaid: 'Mark as paid',
  markPaidTitle: 'Record the cash collected?',
  markPaidText: (id: number, total: string) =>
    `Order #${id} will show as Paid: ${total} collected in cash on delivery.`,
  paid: 'Order marked as paid!',
  payFailed: (message: string) => `Failed to record the payment: ${message}`,
  invoice: 'Invoice',
  refunds: 'Refunds',
} as const;
