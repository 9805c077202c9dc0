/** Texts of My Orders and the order page. */
export const ORDER_TEXT = {
  myOrders: 'My Orders',
  lead: 'Every order you have placed, newest first.',
  empty: 'You have no orders yet.',
  shopWhatsNew: "Shop What's New",
  loadError: 'Your orders could not be loaded.',
  orderLoadError: 'This order could not be loaded.',
  retry: 'Try again',
  signInTitle: 'Sign in to see your orders',
  signInText: 'Log in to follow your orders, from confirmation to delivery.',
  notFoundTitle: 'Order not found',
  notFoundText: 'There is no order with this number among your orders.',
  backToMyOrders: 'Back to My Orders',
  cancelOrder: 'Cancel order',
  confirmCancel: 'Are you sure you want to cancel this order?',
  cancelled: 'Your order was cancelled.',
  cancelFailed: 'The order could not be cancelled.',
} as const;

/** 'Order #31' */
export const orderTitle = (id: number | string) => `Order #${id}`;
