import { ENDPOINTS, IDEMPOTENCY_HEADER } from './endpoints';
import { request, type UploadProgress } from './http';
import { urlOf } from './url';
import type { ProductListQuery } from './product-list';
import { listLanguage, type Language } from '../i18n/language';
import type {
  Brand,
  Category,
  Colour,
  FeaturedPromotion,
  LoginResponse,
  Menu,
  NewOrderPayload,
  FacetCounts,
  Invoice,
  OrderPlacedResponse,
  PaymentStarted,
  Product,
  ProductDetails,
  SearchResult,
  SpellingSuggestion,
  Gender,
  StatusResponse,
  TotalsQuote,
  User,
  UserDetailsResponse,
} from '../entities';
import type { LoginForm, SignupForm, ProfileUpdate } from '../schemas/auth';
import type { ForgotPasswordForm, ResetPasswordForm } from '../schemas/mail';

export interface PageQuery {
  page: number;
  limit: number;
  search?: string;
}

type Signal = { signal?: AbortSignal };
/** A bag line the totals are asked for: the server prices it. */
type QuoteLine = { ProductID: number; Quantity: number };
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
  menu: () => urlOf(ENDPOINTS.gender.menu),
  categories: () => urlOf(ENDPOINTS.category.list),
  brands: () => urlOf(ENDPOINTS.brand.list),
  newArrivals: (language: Language) =>
    urlOf(ENDPOINTS.products.newArrivals, listLanguage(language)),
  products: (query: ProductListQuery = {}) => urlOf(ENDPOINTS.products.list, query),
  facets: (query: ProductListQuery = {}) => urlOf(ENDPOINTS.products.facets, query),
  productDetails: (ProductID: number) => urlOf(ENDPOINTS.products.details, { ProductID }),
  categoryLookup: () => urlOf(ENDPOINTS.category.lookup),
  brandLookup: () => urlOf(ENDPOINTS.brand.lookup),
  genderLookup: () => urlOf(ENDPOINTS.gender.lookup),
  colourLookup: () => urlOf(ENDPOINTS.colour.lookup),
  searchBrands: (query: string) => urlOf(ENDPOINTS.brand.search, { query }),
  searchProducts: (query: string, language: Language) =>
    urlOf(ENDPOINTS.products.search, { query, ...listLanguage(language) }),
  suggestSpelling: (query: string) => urlOf(ENDPOINTS.products.suggestSpelling, { query }),
  featuredPromotion: () => urlOf(ENDPOINTS.promotions.featured),
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
    /** Mails a link to set a new password; the same answer whether or not the account exists. */
    forgotPassword: (body: ForgotPasswordForm) =>
      post<StatusResponse>(ENDPOINTS.user.forgotPassword, body),
    /** Sets a new password with the mailed link's token; every session of the user ends. */
    resetPassword: (body: ResetPasswordForm) =>
      post<StatusResponse>(ENDPOINTS.user.resetPassword, body),
  },
  /** The signed-in shopper's whole list of favourites, kept on the server for price alerts. */
  favourites: {
    sync: (ProductIDs: number[]) =>
      post<StatusResponse & { ProductIDs?: number[] }>(ENDPOINTS.favourites.sync, { ProductIDs }),
  },
  catalog: {
    menu: (options?: Signal) => read<Menu>(catalogUrls.menu(), options),
    categories: (options?: Signal) => read<Category[]>(catalogUrls.categories(), options),
    brands: (options?: Signal) => read<Brand[]>(catalogUrls.brands(), options),
    newArrivals: (language: Language, options?: Signal) =>
      read<Product[]>(catalogUrls.newArrivals(language), options),
    products: (query: ProductListQuery = {}, options?: Signal) =>
      read<Product[]>(catalogUrls.products(query), options),
    /** Counts per filter option for the list's filters (paging, sort and language are not sent). */
    facets: (query: ProductListQuery = {}, options?: Signal) => {
      const { sort: _sort, page: _page, limit: _limit, lang: _lang, ...filters } = query;
      return read<FacetCounts>(catalogUrls.facets(filters), options);
    },
    productDetails: (ProductID: number, options?: Signal) =>
      read<ProductDetails>(catalogUrls.productDetails(ProductID), options),
    archived: (options?: Signal) => get<Product[]>(ENDPOINTS.products.archived, undefined, options),
    categoryLookup: (options?: Signal) => read<Category[]>(catalogUrls.categoryLookup(), options),
    brandLookup: (options?: Signal) => read<Brand[]>(catalogUrls.brandLookup(), options),
    genderLookup: (options?: Signal) => read<Gender[]>(catalogUrls.genderLookup(), options),
    colourLookup: (options?: Signal) => read<Colour[]>(catalogUrls.colourLookup(), options),
    searchBrands: (query: string, options?: Signal) =>
      read<SearchResult[]>(catalogUrls.searchBrands(query), options),
    searchProducts: (query: string, language: Language, options?: Signal) =>
      read<SearchResult[]>(catalogUrls.searchProducts(query, language), options),
    /** A brand or product name close to a text that found nothing ("Did you mean …?"). */
    suggestSpelling: (query: string, options?: Signal) =>
      read<SpellingSuggestion>(catalogUrls.suggestSpelling(query), options),
  },
  sell: {
    submit: (form: FormData, options?: Progress) =>
      postForm<StatusResponse>(ENDPOINTS.sellQueue.add, form, options),
  },
  orders: {
    /** `Coupon`: a code, checked and counted with the order (a refused one: 409, its reason). */
    place: (payload: NewOrderPayload, idempotencyKey: string) =>
      post<OrderPlacedResponse>(ENDPOINTS.orders.add, payload, {
        [IDEMPOTENCY_HEADER]: idempotencyKey,
      }),
    /**
     * The server's totals of these lines shipped to `Country` (Products as 'id:qty,id:qty'), with
     * `coupon`'s discount when the bag qualifies (else its reason in CouponError).
     */
    totals: (
      Country: string,
      lines: readonly QuoteLine[],
      options: Signal & { coupon?: string | null } = {},
    ) =>
      get<TotalsQuote>(
        ENDPOINTS.orders.totals,
        {
          Country,
          Products: lines.map((line) => `${line.ProductID}:${line.Quantity}`).join(','),
          Coupon: options.coupon || undefined,
        },
        options,
      ),
    /** Starts (or starts again) the card payment of the buyer's order: its payment page. */
    pay: (OrderID: number) => post<PaymentStarted>(ENDPOINTS.orders.pay, { OrderID }),
    /** The tax invoice of a paid order (404 for another's order, 409 before it is paid). */
    invoice: (OrderID: number, options?: Signal) =>
      get<Invoice>(ENDPOINTS.orders.invoice, { OrderID }, options),
  },
  promotions: {
    /** The running promotion the home page's banner shows, or null. */
    featured: (options?: Signal) =>
      read<FeaturedPromotion | null>(catalogUrls.featuredPromotion(), options),
  },
};

/** The request shapes of every typed call: shopApi here, adminApi and accountApi in their remotes. */
export const apiCalls = { get, read, post, postForm };
