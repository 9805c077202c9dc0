import type { OrderStatus } from 'shared-contracts';

/** Order texts the spec does not fix (the fixed ones are TEXT and ERRORS). */
export const ORDER_TEXT = {
  allStatuses: 'All statuses',
  noOrders: 'No orders yet.',
  noOrdersWithStatus: (status: OrderStatus) => `No ${status} orders.`,
  loadFailed: 'The orders could not be loaded.',
  viewFailed: 'The order could not be loaded.',
  markAs: (status: OrderStatus) => `Mark as ${status}`,
  marked: (status: OrderStatus) => `Order marked as ${status}!`,
  markFailed: (message: string) => `Failed to update the order: ${message}`,
  confirmCancel: 'Are you sure you want to cancel this order?',
  shipTitle: 'Mark as Shipped',
  cancelTitle: 'Cancel this order?',
  markPaid: 'Mark as paid',
  markPaidTitle: 'Record the cash collected?',
  markPaidText: (id: number, total: string) =>
    `Order #${id} will show as Paid: ${total} collected in cash on delivery.`,
  paid: 'Order marked as paid!',
  payFailed: (message: string) => `Failed to record the payment: ${message}`,
} as const;
