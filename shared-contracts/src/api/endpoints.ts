/**
 * Every path of the shop API, spelled exactly, relative to the API base `/api/`.
 * The api registers exactly these; remotes call them only through the client in ./client.
 */
export const API_BASE = '/api/';

export const ENDPOINTS = {
  health: 'health',
  /** Ours: 200 only while the database (and Redis, the object storage when configured) answer. */
  ready: 'ready',
  user: {
    login: 'User/UserLogin.php',
    signup: 'User/signup.php',
    /** Ours: ends the server session (clearing the browser alone leaves it open). */
    logout: 'User/logout.php',
    details: 'User/getUserDetails.php',
    update: 'User/updateUserDetails.php',
    /** Ours: gives the Delete Account button its behaviour. */
    deleteAccount: 'User/deleteAccount.php',
    page: 'User/showuser_page.php',
    lastId: 'User/getlastid.php',
    add: 'User/adduser.php',
    /** Back-office update (multipart); note the lower-case spelling, unlike update's. */
    adminUpdate: 'User/updateuserdetails.php',
    delete: 'User/deleteuser.php',
    /** Ours: mails a link to set a new password (the same answer whether or not the account exists). */
    forgotPassword: 'User/forgotPassword.php',
    /** Ours: sets a new password with the mailed link's token; every session of the user ends. */
    resetPassword: 'User/resetPassword.php',
    /** Ours: the session user's mail language and price alerts. */
    preferences: 'User/updatePreferences.php',
  },
  /** Ours: the signed-in shopper's favourites, kept on the server for price and stock alerts. */
  favourites: {
    sync: 'Favourites/syncFavourites.php',
  },
  /** Ours: the mail outbox (back-office). */
  mail: {
    page: 'Mail/showmail_page.php',
    resend: 'Mail/resendMail.php',
  },
  roles: { list: 'Roles/' },
  brand: {
    list: 'Brand/',
    search: 'Brand/searchbrand.php',
    lookup: 'Brand/getbrand.php',
    page: 'Brand/showbrand_page.php',
    lastId: 'Brand/getlastid.php',
    add: 'Brand/addbrand.php',
    update: 'Brand/updatebrand.php',
    delete: 'Brand/deletebrand.php',
  },
  category: {
    list: 'Categoire/',
    lookup: 'Categoire/getcategoire.php',
    page: 'Categoire/showcategoire_page.php',
    lastId: 'Categoire/getlastid.php',
    add: 'Categoire/addcategoire.php',
    update: 'Categoire/updatecategoire.php',
    delete: 'Categoire/deletecategoire.php',
  },
  colour: {
    lookup: 'Color/getcolor.php',
    page: 'Color/showcolor_page.php',
    /** Ours, like the other entities' getlastid.php. */
    lastId: 'Color/getlastid.php',
    add: 'Color/addColor.php',
    update: 'Color/updateColor.php',
    delete: 'Color/deleteColor.php',
  },
  gender: {
    menu: 'Sex/',
    lookup: 'Sex/getsex.php',
    page: 'Sex/showgender_page.php',
    /** Ours, like the other entities' getlastid.php. */
    lastId: 'Sex/getlastid.php',
    add: 'Sex/addgender.php',
    update: 'Sex/updategender.php',
    delete: 'Sex/deletegender.php',
  },
  products: {
    newArrivals: 'Products/',
    list: 'Products/getproduct.php',
    /** Ours: how many products each filter option holds, for the same filters as the list. */
    facets: 'Products/facets.php',
    details: 'Products/getProductDetails.php',
    archived: 'Products/getArchivedProducts.php',
    search: 'Products/searchproduct.php',
    /** Ours: `{ suggestion }`, a brand or product name close to a search text that found nothing. */
    suggestSpelling: 'Products/suggestSpelling.php',
    page: 'Products/showproduct_page.php',
    lastId: 'Products/getlastid.php',
    add: 'Products/addproduct.php',
    update: 'Products/updateproduct.php',
    delete: 'Products/deleteproduct.php',
  },
  sellQueue: {
    add: 'WaitingList/addqueue.php',
    list: 'WaitingList/getQueueList.php',
    details: 'WaitingList/getQueueDetails.php',
    approve: 'WaitingList/approveQueue.php',
    ignore: 'WaitingList/ignoreQueue.php',
  },
  orders: {
    list: 'Orders/',
    add: 'Orders/addOrder.php',
    details: 'Orders/getOrderdetails.php',
    /** Ours: a page of orders, newest first, of one status when asked (back-office). */
    page: 'Orders/showorder_page.php',
    /** Ours: one order with its lines, tracking and timeline (its buyer or an administrator). */
    view: 'Orders/getOrder.php',
    /** Ours: the session user's orders, newest first. */
    mine: 'Orders/getMyOrders.php',
    /** Ours: moves an order to one of its next statuses (administrator). */
    setStatus: 'Orders/updateOrderStatus.php',
    /** Ours: the buyer cancels their order while it is Pending. */
    cancel: 'Orders/cancelOrder.php',
    /** Ours: the session user's sold lines with their price breakdown and payout state. */
    sales: 'Orders/getMySales.php',
    /** Ours: payable sales per seller (back-office). */
    payouts: 'Orders/getPayouts.php',
    /** Ours: records payable sales as paid (back-office). */
    markPaid: 'Orders/markPaid.php',
    /** Ours: records the cash collected for a cash-on-delivery order (back-office). */
    markOrderPaid: 'Orders/markOrderPaid.php',
    /** Ours: a bag's totals for a shipping country, priced from the database (anybody). */
    totals: 'Orders/getTotals.php',
    /** Ours: starts (or starts again) the card payment of the buyer's order: its payment page. */
    pay: 'Orders/payOrder.php',
    /** Ours: the tax invoice of a paid order (its buyer or an administrator). */
    invoice: 'Orders/getInvoice.php',
  },
  /** Ours: coupon codes (back-office) and the home banner's featured promotion (anybody). */
  promotions: {
    page: 'Promotions/showpromotion_page.php',
    add: 'Promotions/addPromotion.php',
    update: 'Promotions/updatePromotion.php',
    featured: 'Promotions/getFeatured.php',
  },
  /** Ours: the money trail (back-office) and the card provider's webhook. */
  payments: {
    page: 'Payments/getPayments.php',
    stripeWebhook: 'Payments/stripeWebhook.php',
  },
  /** Ours: the shop's shipping zones and cash-on-delivery limit (back-office). */
  settings: {
    get: 'Settings/getSettings.php',
    update: 'Settings/updateSettings.php',
  },
} as const;

/** Header every browser request of ours carries; the api refuses cross-site writes without it. */
export const CSRF_HEADER = 'X-Reluxe-Request';
export const CSRF_HEADER_VALUE = '1';
/** Makes a repeated order submission return the first order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Session cookie set by User/UserLogin.php. */
export const SESSION_COOKIE = 'reluxe_session';

/** Static paths served by the api next to /api/. */
export const STATIC_PATHS = {
  remotesConfig: '/remotes.json',
  remotes: '/remotes/',
  uploads: '/uploads/',
  releases: '/releases/',
} as const;
