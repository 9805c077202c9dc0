import { ENDPOINTS, IDEMPOTENCY_HEADER } from './endpoints';
import { request, type UploadProgress } from './http';
import { urlOf } from './url';
import type { ProductListQuery } from './product-list';
import type {
  AdminProduct,
  Brand,
  Category,
  Color,
  LastIdResponse,
  LoginResponse,
  Menu,
  NewOrderPayload,
  Order,
  OrderDetail,
  OrderPlacedResponse,
  PageResponse,
  Product,
  ProductDetails,
  QueueEntry,
  Role,
  SearchResult,
  Gender,
  StatusResponse,
  User,
  UserDetailsResponse,
} from '../entities';
import type { LoginForm, SignupForm, ProfileUpdate } from '../schemas/auth';

export interface PageQuery {
  page: number;
  limit: number;
  search?: string;
}

type Signal = { signal?: AbortSignal };
/** An upload that reports its progress (the sell form, the back-office image forms). */
export type UploadOptions = { onUploadProgress?: (event: UploadProgress) => void };
type Progress = UploadOptions;

const get = <T>(path: string, params?: object, options: Signal = {}) =>
  request<T>('GET', path, { params, signal: options.signal });
/** A GET of a URL from catalogUrls. */
const read = <T>(url: string, options: Signal = {}) =>
  request<T>('GET', url, { baseUrl: '', signal: options.signal });
const post = <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
  request<T>('POST', path, { body, headers });
const postForm = <T>(path: string, form: FormData, options: Progress = {}) =>
  request<T>('POST', path, { body: form, onUploadProgress: options.onUploadProgress });

/**
 * The URL of each catalog read, exactly as the browser requests it. A server-rendered first paint
 * hands its api answers to the page keyed by these URLs (see firstPaintData), so the pages look
 * their data up with the same builders the calls use.
 */
export const catalogUrls = {
  categories: () => urlOf(ENDPOINTS.category.list),
  brands: () => urlOf(ENDPOINTS.brand.list),
  newArrivals: () => urlOf(ENDPOINTS.products.newArrivals),
  products: (query: ProductListQuery = {}) => urlOf(ENDPOINTS.products.list, query),
  productDetails: (ProductID: number) => urlOf(ENDPOINTS.products.details, { ProductID }),
  categoryLookup: () => urlOf(ENDPOINTS.category.lookup),
  brandLookup: () => urlOf(ENDPOINTS.brand.lookup),
  genderLookup: () => urlOf(ENDPOINTS.gender.lookup),
};

/** Typed calls of the shop API. No remote writes a path by hand. */
export const shopApi = {
  user: {
    login: (body: LoginForm) => post<LoginResponse>(ENDPOINTS.user.login, body),
    signup: (body: SignupForm) => post<StatusResponse>(ENDPOINTS.user.signup, body),
    logout: () => post<StatusResponse>(ENDPOINTS.user.logout, {}),
    details: (userID: number) => get<UserDetailsResponse>(ENDPOINTS.user.details, { userID }),
    update: (body: ProfileUpdate) =>
      post<StatusResponse & { user?: User }>(ENDPOINTS.user.update, body),
    uploadProfileImage: (form: FormData, options?: Progress) =>
      postForm<StatusResponse & { ProfileImage?: string }>(ENDPOINTS.user.update, form, options),
    deleteAccount: () => post<StatusResponse>(ENDPOINTS.user.deleteAccount, {}),
  },
  catalog: {
    menu: (options?: Signal) => get<Menu>(ENDPOINTS.gender.menu, undefined, options),
    categories: (options?: Signal) => read<Category[]>(catalogUrls.categories(), options),
    brands: (options?: Signal) => read<Brand[]>(catalogUrls.brands(), options),
    newArrivals: (options?: Signal) => read<Product[]>(catalogUrls.newArrivals(), options),
    products: (query: ProductListQuery = {}, options?: Signal) =>
      read<Product[]>(catalogUrls.products(query), options),
    productDetails: (ProductID: number, options?: Signal) =>
      read<ProductDetails>(catalogUrls.productDetails(ProductID), options),
    archived: (options?: Signal) => get<Product[]>(ENDPOINTS.products.archived, undefined, options),
    categoryLookup: () => read<Category[]>(catalogUrls.categoryLookup()),
    brandLookup: () => read<Brand[]>(catalogUrls.brandLookup()),
    genderLookup: () => read<Gender[]>(catalogUrls.genderLookup()),
    colorLookup: () => get<Color[]>(ENDPOINTS.color.lookup),
    searchBrands: (query: string, options?: Signal) =>
      get<SearchResult[]>(ENDPOINTS.brand.search, { query }, options),
    searchProducts: (query: string, options?: Signal) =>
      get<SearchResult[]>(ENDPOINTS.products.search, { query }, options),
  },
  sell: {
    submit: (form: FormData, options?: Progress) =>
      postForm<StatusResponse>(ENDPOINTS.sellQueue.add, form, options),
  },
  orders: {
    place: (payload: NewOrderPayload, idempotencyKey: string) =>
      post<OrderPlacedResponse>(ENDPOINTS.orders.add, payload, {
        [IDEMPOTENCY_HEADER]: idempotencyKey,
      }),
  },
};

/** Back-office calls. Pages are 1-based. */
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
  colors: {
    page: (q: PageQuery) => get<PageResponse<Color>>(ENDPOINTS.color.page, q),
    lastId: () => get<LastIdResponse>(ENDPOINTS.color.lastId),
    add: (body: Color) => post<StatusResponse>(ENDPOINTS.color.add, body),
    update: (body: Color) => post<StatusResponse>(ENDPOINTS.color.update, body),
    remove: (Color_ID: number) => post<StatusResponse>(ENDPOINTS.color.delete, { Color_ID }),
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
    approve: (QueueID: number, UserPrice: number) =>
      post<StatusResponse>(ENDPOINTS.sellQueue.approve, { QueueID, UserPrice }),
    ignore: (QueueID: number) => post<StatusResponse>(ENDPOINTS.sellQueue.ignore, { QueueID }),
  },
  orders: {
    list: () => get<Order[]>(ENDPOINTS.orders.list),
    /** The order's id is sent under the name QueueID, as the endpoint reads it. */
    details: (id: number) => get<OrderDetail[]>(ENDPOINTS.orders.details, { QueueID: id }),
  },
};
