import {
  apiCalls,
  ENDPOINTS,
  type OrderSummary,
  type OrderView,
  type PageResponse,
  type Sale,
  type StatusResponse,
} from 'shared-contracts';

const { get, post } = apiCalls;

/** The signed-in user's orders and sales: only the account pages call them, with their data cache. */
export const accountApi = {
  orders: {
    /** The session user's orders, newest first. */
    mine: (q: { page: number; limit?: number }) =>
      get<PageResponse<OrderSummary>>(ENDPOINTS.orders.mine, q),
    /** One order of the session user (or any order for an administrator). */
    view: (OrderID: number) => get<OrderView>(ENDPOINTS.orders.view, { OrderID }),
    cancel: (OrderID: number) => post<StatusResponse>(ENDPOINTS.orders.cancel, { OrderID }),
    /** The session user's sold lines with their breakdown and payout state. */
    sales: () => get<Sale[]>(ENDPOINTS.orders.sales),
  },
};
