import {
  apiCalls,
  ENDPOINTS,
  type MailPreferences,
  type OrderSummary,
  type OrderView,
  type PageResponse,
  type Sale,
  type StatusResponse,
} from 'shared-contracts';
import type { MailPreferencesInput } from 'shared-contracts/schemas';

const { get, post } = apiCalls;

/** User/updatePreferences.php's answer: the settings as saved. */
export type PreferencesSaved = StatusResponse & { preferences?: MailPreferences };

/**
 * The signed-in user's orders, sales and mail settings: only the account pages call them, with
 * their data cache.
 */
export const accountApi = {
  user: {
    /** Either setting, or both; answers the settings as saved. */
    preferences: (body: MailPreferencesInput) =>
      post<PreferencesSaved>(ENDPOINTS.user.preferences, body),
  },
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
