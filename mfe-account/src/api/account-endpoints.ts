import { accountApi, type PreferencesSaved } from './account-client';
import {
  listLanguage,
  shopApi,
  type Invoice,
  type Language,
  type OrderSummary,
  type OrderView,
  type PageResponse,
  type PaymentStarted,
  type Product,
  type Sale,
  type StatusResponse,
  type User,
  type UserDetailsResponse,
} from 'shared-contracts';
import type { MailPreferencesInput, ProfileUpdate } from 'shared-contracts/schemas';
import { dataApi, LIST, listOf, type ApiError, type FormSave } from 'shared-contracts/queries';

/** A page of My Orders (1-based). */
export interface MyOrdersQuery {
  page: number;
  limit: number;
}

/** Every list of orders (the buyer's, the seller's sales, the back-office's) shares this tag. */
const ORDER_LISTS = { type: 'Order' as const, id: LIST };

/** Only the user's own items: the response is still filtered by UserID here. */
const ownedBy = (userId: number) => (items: Product[]) =>
  items.filter((item) => Number(item.UserID) === userId);

export const accountDataApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's details (User/getUserDetails.php); a save updates the screen itself. */
    profile: build.query<UserDetailsResponse, number>({
      query: (userId) => () => shopApi.user.details(userId),
    }),
    updateProfile: build.mutation<StatusResponse & { user?: User }, ProfileUpdate>({
      query: (body) => () => shopApi.user.update(body),
    }),
    /** The mail language and price alerts (User/updatePreferences.php), saved one change at a time. */
    updatePreferences: build.mutation<PreferencesSaved, MailPreferencesInput>({
      query: (body) => () => accountApi.user.preferences(body),
    }),
    uploadProfileImage: build.mutation<StatusResponse & { ProfileImage?: string }, FormSave>({
      query:
        ({ form, onUploadProgress }) =>
        () =>
          shopApi.user.uploadProfileImage(form, { onUploadProgress }),
    }),
    /** My Items: the user's items of any status but archived (Products/getproduct.php), their
     * names in `language`. */
    ownItems: build.query<Product[], { userId: number; language: Language }>({
      query:
        ({ userId, language }) =>
        (signal) =>
          shopApi.catalog
            .products({ UserID: userId, limit: 100, ...listLanguage(language) }, { signal })
            .then(ownedBy(userId)),
      providesTags: [{ type: 'MyItems', id: LIST }],
    }),
    /** My Items' Archived tab (Products/getArchivedProducts.php). */
    archivedItems: build.query<Product[], number>({
      query: (userId) => (signal) => shopApi.catalog.archived({ signal }).then(ownedBy(userId)),
      providesTags: [{ type: 'MyItems', id: LIST }],
    }),
    /** The sell form (WaitingList/addqueue.php): a new submission in the queue and My Items. */
    submitSell: build.mutation<StatusResponse, FormSave>({
      query:
        ({ form, onUploadProgress }) =>
        () =>
          shopApi.sell.submit(form, { onUploadProgress }),
      invalidatesTags: (response) =>
        response?.status === 'success'
          ? [
              { type: 'MyItems', id: LIST },
              { type: 'Queue', id: LIST },
            ]
          : [],
    }),
    /** My Orders (Orders/getMyOrders.php): the session user's orders, newest first. */
    myOrders: build.query<PageResponse<OrderSummary>, MyOrdersQuery>({
      query: (q) => () => accountApi.orders.mine(q),
      providesTags: [ORDER_LISTS],
    }),
    /** One order of the session user with its lines, tracking and timeline (Orders/getOrder.php). */
    order: build.query<OrderView, number>({
      query: (id) => () => accountApi.orders.view(id),
      providesTags: (_response, _error, id) => [{ type: 'Order', id }],
    }),
    // A 409 means the order moved since it was shown: refresh it as after a success, so the page
    // shows where it is now. A cancel restocks, so the items lists change too.
    cancelOrder: build.mutation<StatusResponse, number>({
      query: (id) => () => accountApi.orders.cancel(id),
      invalidatesTags: (response, error, id) =>
        response?.status === 'success' || (error as ApiError | undefined)?.status === 409
          ? [
              { type: 'Order', id },
              ORDER_LISTS,
              { type: 'Product', id: LIST },
              { type: 'MyItems', id: LIST },
            ]
          : [],
    }),
    // A refused payment start (the hold ran out, the order was paid meanwhile) refreshes the order,
    // so the page shows whether paying is still possible. A success leaves for the payment page.
    payOrder: build.mutation<PaymentStarted, number>({
      query: (id) => () => shopApi.orders.pay(id),
      invalidatesTags: (_response, error, id) => {
        const status = (error as ApiError | undefined)?.status ?? 0;
        return status >= 400 && status < 500 ? [{ type: 'Order', id }] : [];
      },
    }),
    /** The tax invoice of a paid order (Orders/getInvoice.php): 409 until it is paid. */
    invoice: build.query<Invoice, number>({
      query: (id) => (signal) => shopApi.orders.invoice(id, { signal }),
      providesTags: (_response, _error, id) => [{ type: 'Order', id }],
    }),
    /** My Items' Sold tab: the user's sold lines with breakdown and payout (Orders/getMySales.php). */
    sales: build.query<Sale[], void>({
      query: () => () => accountApi.orders.sales().then(listOf<Sale>),
      providesTags: [ORDER_LISTS, { type: 'MyItems', id: LIST }],
    }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useUpdatePreferencesMutation,
  useUploadProfileImageMutation,
  useOwnItemsQuery,
  useArchivedItemsQuery,
  useSubmitSellMutation,
  useMyOrdersQuery,
  useOrderQuery,
  useCancelOrderMutation,
  usePayOrderMutation,
  useInvoiceQuery,
  useSalesQuery,
} = accountDataApi;
