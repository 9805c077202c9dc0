import { shopApi, type NewOrderPayload } from 'shared-contracts';

/** Orders/addOrder.php: places the order once per idempotency key (a retry is the same order). */
export const placeOrder = (payload: NewOrderPayload, idempotencyKey: string) =>
  shopApi.orders.place(payload, idempotencyKey);
