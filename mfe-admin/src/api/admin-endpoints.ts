import {
  type AdminProduct,
  type Brand,
  type Category,
  type Colour,
  type Order,
  type OrderDetail,
  type OrderStatus,
  type OrderView,
  type PageResponse,
  type PageQuery,
  type PaymentRecord,
  type PaymentStatus,
  type Promotion,
  type QueueEntry,
  type Role,
  type SellerPayouts,
  type Gender,
  type MailRow,
  type MailState,
  type StatusResponse,
  type UploadOptions,
  type User,
} from 'shared-contracts';
import { adminApi } from './admin-client';
import type { OrderStatusChange, PromotionInput, PromotionUpdate } from 'shared-contracts/schemas';
import {
  dataApi,
  LIST,
  listOf,
  type ApiError,
  type DataTag,
  type FormSave,
} from 'shared-contracts/queries';

const lists = (...types: DataTag[]) => types.map((type) => ({ type, id: LIST }));

/** A write refreshes the lists it changes, and only when the server says it succeeded. */
const onSuccess =
  (...types: DataTag[]) =>
  (response?: StatusResponse) =>
    response?.status === 'success' ? lists(...types) : [];

/** The back-office orders page: 1-based, optionally one status only. */
export interface OrdersPageQuery {
  page: number;
  limit: number;
  status?: OrderStatus;
}

/** The back-office payments page: 1-based, optionally one payment status only. */
export interface PaymentsPageQuery {
  page: number;
  limit: number;
  status?: PaymentStatus;
}

/** The back-office promotions page: 1-based, newest first. */
export interface PromotionsPageQuery {
  page: number;
  limit: number;
}

/** The payouts due: a status change (delivery) or a payment changes them. */
const PAYOUTS = { type: 'Payout' as const, id: LIST };

const upload = ({ onUploadProgress }: FormSave): UploadOptions => ({ onUploadProgress });

export const adminDataApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    brandsPage: build.query<PageResponse<Brand>, PageQuery>({
      query: (q) => () => adminApi.brands.page(q),
      providesTags: lists('Brand'),
    }),
    addBrand: build.mutation<StatusResponse, FormSave>({
      query: (save) => () => adminApi.brands.add(save.form, upload(save)),
      invalidatesTags: onSuccess('Brand'),
    }),
    updateBrand: build.mutation<StatusResponse, FormSave>({
      query: (save) => () => adminApi.brands.update(save.form, upload(save)),
      invalidatesTags: onSuccess('Brand', 'Product'),
    }),
    removeBrand: build.mutation<StatusResponse, number>({
      query: (id) => () => adminApi.brands.remove(id),
      invalidatesTags: onSuccess('Brand'),
    }),

    categoriesPage: build.query<PageResponse<Category>, PageQuery>({
      query: (q) => () => adminApi.categories.page(q),
      providesTags: lists('Category'),
    }),
    addCategory: build.mutation<StatusResponse, FormSave>({
      query: (save) => () => adminApi.categories.add(save.form, upload(save)),
      invalidatesTags: onSuccess('Category'),
    }),
    updateCategory: build.mutation<StatusResponse, FormSave>({
      query: (save) => () => adminApi.categories.update(save.form, upload(save)),
      invalidatesTags: onSuccess('Category', 'Product'),
    }),
    removeCategory: build.mutation<StatusResponse, number>({
      query: (id) => () => adminApi.categories.remove(id),
      invalidatesTags: onSuccess('Category'),
    }),

    coloursPage: build.query<PageResponse<Colour>, PageQuery>({
      query: (q) => () => adminApi.colours.page(q),
      providesTags: lists('Colour'),
    }),
    addColour: build.mutation<StatusResponse, Colour>({
      query: (body) => () => adminApi.colours.add(body),
      invalidatesTags: onSuccess('Colour'),
    }),
    updateColour: build.mutation<StatusResponse, Colour>({
      query: (body) => () => adminApi.colours.update(body),
      invalidatesTags: onSuccess('Colour', 'Product'),
    }),
    removeColour: build.mutation<StatusResponse, number>({
      query: (id) => () => adminApi.colours.remove(id),
      invalidatesTags: onSuccess('Colour'),
    }),

    gendersPage: build.query<PageResponse<Gender>, PageQuery>({
      query: (q) => () => adminApi.genders.page(q),
      providesTags: lists('Gender'),
    }),
    addGender: build.mutation<StatusResponse, Gender>({
      query: (body) => () => adminApi.genders.add(body),
      invalidatesTags: onSuccess('Gender'),
    }),
    updateGender: build.mutation<StatusResponse, Gender>({
      query: (body) => () => adminApi.genders.update(body),
      invalidatesTags: onSuccess('Gender', 'Product'),
    }),
    removeGender: build.mutation<StatusResponse, number>({
      query: (id) => () => adminApi.genders.remove(id),
      invalidatesTags: onSuccess('Gender'),
    }),

    productsPage: build.query<PageResponse<AdminProduct>, PageQuery>({
      query: (q) => () => adminApi.products.page(q),
      providesTags: lists('Product'),
    }),
    addProduct: build.mutation<StatusResponse, FormSave>({
      query: (save) => () => adminApi.products.add(save.form, upload(save)),
      invalidatesTags: onSuccess('Product', 'MyItems'),
    }),
    updateProduct: build.mutation<StatusResponse, FormSave>({
      query: (save) => () => adminApi.products.update(save.form, upload(save)),
      invalidatesTags: onSuccess('Product', 'MyItems'),
    }),
    removeProduct: build.mutation<StatusResponse, number>({
      query: (id) => () => adminApi.products.remove(id),
      invalidatesTags: onSuccess('Product', 'MyItems'),
    }),

    usersPage: build.query<PageResponse<User>, PageQuery>({
      query: (q) => () => adminApi.users.page(q),
      providesTags: lists('User'),
    }),
    roles: build.query<Role[], void>({
      query: () => () => adminApi.users.roles().then(listOf<Role>),
      providesTags: lists('Role'),
      keepUnusedDataFor: 60 * 60,
    }),
    addUser: build.mutation<StatusResponse, FormSave>({
      query: (save) => () => adminApi.users.add(save.form, upload(save)),
      invalidatesTags: onSuccess('User'),
    }),
    updateUser: build.mutation<StatusResponse, FormSave>({
      query: (save) => () => adminApi.users.update(save.form, upload(save)),
      invalidatesTags: onSuccess('User'),
    }),
    removeUser: build.mutation<StatusResponse, number>({
      query: (id) => () => adminApi.users.remove(id),
      invalidatesTags: onSuccess('User'),
    }),

    queue: build.query<QueueEntry[], void>({
      query: () => () => adminApi.queue.list(),
      providesTags: lists('Queue'),
    }),
    // A decision refreshes the queue list only: the details on screen stay as they are until
    // the page returns to the list.
    queueDetails: build.query<QueueEntry[], number>({
      query: (id) => () => adminApi.queue.details(id),
      providesTags: (_response, _error, id) => [{ type: 'Queue', id }],
    }),
    approveQueue: build.mutation<StatusResponse, Parameters<typeof adminApi.queue.approve>[0]>({
      query: (approval) => () => adminApi.queue.approve(approval),
      invalidatesTags: onSuccess('Queue', 'Product', 'MyItems'),
    }),
    ignoreQueue: build.mutation<StatusResponse, number>({
      query: (id) => () => adminApi.queue.ignore(id),
      invalidatesTags: onSuccess('Queue', 'MyItems'),
    }),

    orderDetails: build.query<OrderDetail[], number>({
      query: (id) => () => adminApi.orders.details(id),
      providesTags: (_response, _error, id) => [{ type: 'Order', id }],
    }),
    ordersPage: build.query<PageResponse<Order>, OrdersPageQuery>({
      query: (q) => () => adminApi.orders.page(q),
      providesTags: lists('Order'),
    }),
    orderView: build.query<OrderView, number>({
      query: (id) => () => adminApi.orders.view(id),
      providesTags: (_response, _error, id) => [{ type: 'Order', id }],
    }),
    // A 409 means the order moved since it was shown: refresh it as after a success, so the
    // screen shows where it is now.
    setOrderStatus: build.mutation<StatusResponse, OrderStatusChange>({
      query: (change) => () => adminApi.orders.setStatus(change),
      invalidatesTags: (response, error, change) =>
        response?.status === 'success' || (error as ApiError | undefined)?.status === 409
          ? [
              ...lists('Order', 'Product', 'MyItems'),
              { type: 'Order', id: Number(change.OrderID) },
              PAYOUTS,
            ]
          : [],
    }),
    payouts: build.query<SellerPayouts[], void>({
      query: () => () => adminApi.orders.payouts().then(listOf<SellerPayouts>),
      providesTags: [PAYOUTS],
    }),
    markPaid: build.mutation<StatusResponse, number[]>({
      query: (ids) => () => adminApi.orders.markPaid(ids),
      invalidatesTags: (response) => (response?.status === 'success' ? [PAYOUTS] : []),
    }),
    // A 409 means the payment changed since it was shown: refresh the order either way.
    markOrderPaid: build.mutation<StatusResponse, number>({
      query: (id) => () => adminApi.orders.markOrderPaid(id),
      invalidatesTags: (response, error, id) =>
        response?.status === 'success' || (error as ApiError | undefined)?.status === 409
          ? [...lists('Order'), { type: 'Order', id }, PAYOUTS]
          : [],
    }),
    // A payment changes with its order (paid, refunded on a cancel or a return): the orders'
    // list tag refreshes it after those writes.
    paymentsPage: build.query<PageResponse<PaymentRecord>, PaymentsPageQuery>({
      query: (q) => () => adminApi.payments.page(q),
      providesTags: lists('Order'),
    }),
  }),
});

export const {
  useBrandsPageQuery,
  useAddBrandMutation,
  useUpdateBrandMutation,
  useRemoveBrandMutation,
  useCategoriesPageQuery,
  useAddCategoryMutation,
  useUpdateCategoryMutation,
  useRemoveCategoryMutation,
  useColoursPageQuery,
  useAddColourMutation,
  useUpdateColourMutation,
  useRemoveColourMutation,
  useGendersPageQuery,
  useAddGenderMutation,
  useUpdateGenderMutation,
  useRemoveGenderMutation,
  useProductsPageQuery,
  useAddProductMutation,
  useUpdateProductMutation,
  useRemoveProductMutation,
  useUsersPageQuery,
  useRolesQuery,
  useAddUserMutation,
  useUpdateUserMutation,
  useRemoveUserMutation,
  useQueueQuery,
  useQueueDetailsQuery,
  useApproveQueueMutation,
  useIgnoreQueueMutation,
  useOrderDetailsQuery,
  useOrdersPageQuery,
  useOrderViewQuery,
  useSetOrderStatusMutation,
  usePayoutsQuery,
  useMarkPaidMutation,
  useMarkOrderPaidMutation,
  usePaymentsPageQuery,
} = adminDataApi;

/** A promotion save answers with the new code's id when it adds one. */
type PromotionSaved = StatusResponse & { PromotionID?: number };

const PROMOTIONS = { type: 'Promotion' as const, id: LIST };

/**
 * Promotions have a cache tag of their own. Their list also follows the orders' tag: an order
 * cancelled from the back-office gives its use back.
 */
export const promotionsDataApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    promotionsPage: build.query<PageResponse<Promotion>, PromotionsPageQuery>({
      query: (q) => () => adminApi.promotions.page(q),
      providesTags: [PROMOTIONS, ...lists('Order')],
    }),
    addPromotion: build.mutation<PromotionSaved, PromotionInput>({
      query: (body) => () => adminApi.promotions.add(body),
      invalidatesTags: (response) => (response?.status === 'success' ? [PROMOTIONS] : []),
    }),
    updatePromotion: build.mutation<StatusResponse, PromotionUpdate>({
      query: (body) => () => adminApi.promotions.update(body),
      invalidatesTags: (response) => (response?.status === 'success' ? [PROMOTIONS] : []),
    }),
  }),
});

export const { usePromotionsPageQuery, useAddPromotionMutation, useUpdatePromotionMutation } =
  promotionsDataApi;

/** The back-office Mail page: 1-based, newest first, optionally one state only. */
export interface MailPageQuery {
  page: number;
  limit: number;
  status?: MailState;
}

const MAIL = { type: 'Mail' as const, id: LIST };

export const mailDataApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    mailPage: build.query<PageResponse<MailRow>, MailPageQuery>({
      query:
        ({ status, ...q }) =>
        () =>
          adminApi.mail.page(status ? { ...q, state: status } : q),
      providesTags: [MAIL],
    }),
    // A mail sent again is Pending at once in every cached page, until the list comes back.
    resendMail: build.mutation<StatusResponse, number>({
      query: (id) => () => adminApi.mail.resend(id),
      invalidatesTags: (response) => (response?.status === 'success' ? [MAIL] : []),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.status !== 'success') return;
        for (const args of mailDataApi.util.selectCachedArgsForQuery(getState(), 'mailPage')) {
          dispatch(
            mailDataApi.util.updateQueryData('mailPage', args, (page) => {
              const row = page.data?.find((mail) => mail.MailID === id);
              if (row) row.State = 'Pending';
            }),
          );
        }
      },
    }),
  }),
});

export const { useMailPageQuery, useResendMailMutation } = mailDataApi;
