import {
  apiCalls,
  ENDPOINTS,
  type AdminProduct,
  type Brand,
  type Category,
  type Colour,
  type Gender,
  type LastIdResponse,
  type MailRow,
  type MailState,
  type Order,
  type OrderDetail,
  type OrderStatus,
  type OrderView,
  type PageQuery,
  type PageResponse,
  type PaymentRecord,
  type PaymentStatus,
  type Promotion,
  type QueueEntry,
  type Role,
  type SellerPayouts,
  type StatusResponse,
  type UploadOptions,
  type User,
} from 'shared-contracts';
import type { OrderStatusChange, PromotionInput, PromotionUpdate } from 'shared-contracts/schemas';

const { get, post, postForm } = apiCalls;
type Progress = UploadOptions;

/**
 * Back-office calls. Pages are 1-based. Only the back-office uses them, so they travel with its
 * data cache (this module), not with the storefront's first load.
 */
export const adminApi = {
  products: {
    page: (q: PageQuery) => get<PageResponse<AdminProduct>>(ENDPOINTS.products.page, q),
    lastId: () => get<LastIdResponse>(ENDPOINTS.products.lastId),
    add: (form: FormData, options?: Progress) =>
      postForm<StatusResponse>(ENDPOINTS.products.add, form, options),
    update: (form: FormData, options?: Progress) =>
      postForm<StatusResponse>(ENDPOINTS.products.update, form, options),
    remove: (ProductID: number) => post<StatusResponse>(ENDPOINTS.products.delete, { ProductID }),
  },
  brands: {
    page: (q: PageQuery) => get<PageResponse<Brand>>(ENDPOINTS.brand.page, q),
    lastId: () => get<LastIdResponse>(ENDPOINTS.brand.lastId),
    add: (form: FormData, options?: Progress) =>
      postForm<StatusResponse>(ENDPOINTS.brand.add, form, options),
    update: (form: FormData, options?: Progress) =>
      postForm<StatusResponse>(ENDPOINTS.brand.update, form, options),
    remove: (BrandID: number) => post<StatusResponse>(ENDPOINTS.brand.delete, { BrandID }),
  },
  categories: {
    page: (q: PageQuery) => get<PageResponse<Category>>(ENDPOINTS.category.page, q),
    lastId: () => get<LastIdResponse>(ENDPOINTS.category.lastId),
    add: (form: FormData, options?: Progress) =>
      postForm<StatusResponse>(ENDPOINTS.category.add, form, options),
    update: (form: FormData, options?: Progress) =>
      postForm<StatusResponse>(ENDPOINTS.category.update, form, options),
    remove: (CategoireID: number) =>
      post<StatusResponse>(ENDPOINTS.category.delete, { CategoireID }),
  },
  colours: {
    page: (q: PageQuery) => get<PageResponse<Colour>>(ENDPOINTS.colour.page, q),
    lastId: () => get<LastIdResponse>(ENDPOINTS.colour.lastId),
    add: (body: Colour) => post<StatusResponse>(ENDPOINTS.colour.add, body),
    update: (body: Colour) => post<StatusResponse>(ENDPOINTS.colour.update, body),
    remove: (Color_ID: number) => post<StatusResponse>(ENDPOINTS.colour.delete, { Color_ID }),
  },
  genders: {
    page: (q: PageQuery) => get<PageResponse<Gender>>(ENDPOINTS.gender.page, q),
    lastId: () => get<LastIdResponse>(ENDPOINTS.gender.lastId),
    add: (body: Gender) => post<StatusResponse>(ENDPOINTS.gender.add, body),
    update: (body: Gender) => post<StatusResponse>(ENDPOINTS.gender.update, body),
    remove: (SexID: number) => post<StatusResponse>(ENDPOINTS.gender.delete, { SexID }),
  },
  users: {
    page: (q: PageQuery) => get<PageResponse<User>>(ENDPOINTS.user.page, q),
    roles: () => get<Role[]>(ENDPOINTS.roles.list),
    lastId: () => get<LastIdResponse>(ENDPOINTS.user.lastId),
    add: (form: FormData, options?: Progress) =>
      postForm<StatusResponse>(ENDPOINTS.user.add, form, options),
    update: (form: FormData, options?: Progress) =>
      postForm<StatusResponse>(ENDPOINTS.user.adminUpdate, form, options),
    remove: (UserID: number) => post<StatusResponse>(ENDPOINTS.user.delete, { UserID }),
  },
  queue: {
    list: () => get<QueueEntry[]>(ENDPOINTS.sellQueue.list),
    details: (QueueID: number) => get<QueueEntry[]>(ENDPOINTS.sellQueue.details, { QueueID }),
    approve: (approval: {
      QueueID: number;
      UserPrice: number;
      ProductPrice?: number;
      FeesPrice?: number;
      ShippingPrice?: number;
      ConditionID?: number;
    }) => post<StatusResponse>(ENDPOINTS.sellQueue.approve, approval),
    ignore: (QueueID: number) => post<StatusResponse>(ENDPOINTS.sellQueue.ignore, { QueueID }),
  },
  orders: {
    list: () => get<Order[]>(ENDPOINTS.orders.list),
    /** The order's id is sent under the name QueueID, as the endpoint reads it. */
    details: (id: number) => get<OrderDetail[]>(ENDPOINTS.orders.details, { QueueID: id }),
    page: (q: { page: number; limit: number; status?: OrderStatus }) =>
      get<PageResponse<Order>>(ENDPOINTS.orders.page, q),
    view: (OrderID: number) => get<OrderView>(ENDPOINTS.orders.view, { OrderID }),
    setStatus: (change: OrderStatusChange) =>
      post<StatusResponse>(ENDPOINTS.orders.setStatus, change),
    payouts: () => get<SellerPayouts[]>(ENDPOINTS.orders.payouts),
    markPaid: (OrderDetailsIDs: number[]) =>
      post<StatusResponse>(ENDPOINTS.orders.markPaid, { OrderDetailsIDs }),
    /** The cash of a cash-on-delivery order was collected. */
    markOrderPaid: (OrderID: number) =>
      post<StatusResponse>(ENDPOINTS.orders.markOrderPaid, { OrderID }),
  },
  payments: {
    /** Newest first; one payment status only when asked. */
    page: (q: { page: number; limit: number; status?: PaymentStatus }) =>
      get<PageResponse<PaymentRecord>>(ENDPOINTS.payments.page, q),
  },
  promotions: {
    /** Newest first, each with its uses and state now. */
    page: (q: { page: number; limit: number }) =>
      get<PageResponse<Promotion>>(ENDPOINTS.promotions.page, q),
    /** JSON bodies: amounts in fils, StartsAt and EndsAt with their offset. */
    add: (body: PromotionInput) =>
      post<StatusResponse & { PromotionID?: number }>(ENDPOINTS.promotions.add, body),
    update: (body: PromotionUpdate) => post<StatusResponse>(ENDPOINTS.promotions.update, body),
  },
  mail: {
    /** The outbox, newest first; one state only when asked. */
    page: (q: { page: number; limit: number; state?: MailState }) =>
      get<PageResponse<MailRow>>(ENDPOINTS.mail.page, q),
    /** Puts a sent or failed mail back in the outbox, to be sent now. */
    resend: (MailID: number) => post<StatusResponse>(ENDPOINTS.mail.resend, { MailID }),
  },
};
