/** Fixed timings and limits, in milliseconds where they are times. */
export const TIMINGS = {
  searchDebounceMs: 300,
  suggestionsHideAfterBlurMs: 200,
  modalErrorMs: 4000,
  alertCardMs: 5000,
  alertCallbackMs: 500,
  loginModalFadeMs: 500,
  redirectAfterOrderMs: 2000,
  redirectAfterQueueActionMs: 3000,
  countdownTickMs: 1000,
} as const;

export const BREAKPOINTS = {
  /** Mobile layout up to and including this width. */
  mobileMax: 768,
  /** Tablet layout up to and including this width; desktop above it. */
  tabletMax: 1024,
} as const;

export const LIMITS = {
  footerBrands: 8,
  brandFilterVisible: 5,
  newlyAddedDays: 3,
  minCartQuantity: 1,
  scrollTopAfterPx: 300,
  searchSuggestions: 8,
  adminRoleId: 1,
  customerRoleId: 2,
  paginationMarginPages: 2,
  paginationVisiblePages: 5,
  /** Upload limits the api enforces and the forms announce. */
  uploadMaxBytes: 8 * 1024 * 1024,
  uploadMaxFiles: 8,
  /**
   * Page of Products/getproduct.php when the caller names none (the plain list: the whole
   * demo catalogue), and the largest one.
   */
  productListDefaultLimit: 100,
  productListMaxPageSize: 100,
  /** Cards per page of the What's New list (it asks with `limit`). */
  productListPageSize: 24,
  /**
   * Cards the What's New list fetches by itself, page after page once the browser is idle, before
   * it leaves the rest to 'Load more' (the whole demo catalogue; never a catalogue of 100,000).
   */
  productListAutoLoadUpTo: 96,
} as const;

export const PAGE_SIZES = {
  products: 10,
  genders: 10,
  colours: 10,
  users: 10,
  brands: 25,
  categories: 25,
  orders: 10,
  myOrders: 10,
} as const;

export const BUSINESS = {
  currency: 'AED',
  hours: '9 am to 9 pm (GST)',
  days: 'Monday to Sunday',
  /** Default business phone; the shell reads the configured one from remotes.json. */
  phone: '+971 4 000 0000',
} as const;
