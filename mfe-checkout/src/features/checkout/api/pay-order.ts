import { shopApi } from 'shared-contracts';

/** Orders/payOrder.php: starts (or starts again) the card payment of the buyer's order. */
export const payOrder = (orderId: number) => shopApi.orders.pay(orderId);
