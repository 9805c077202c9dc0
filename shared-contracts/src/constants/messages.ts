/** Every fixed user-visible text, word for word, in one place. */
export const TEXT = {
  heroTitle: 'ELEVATE YOUR STYLE! BUY AND SELL YOUR LUXURY ITEMS WITH US.',
  saleTitle: 'HOTTEST SALE OF THE YEAR',
  saleNote: '*T&C APPLY',
  notFoundTitle: 'Opps! Page not found.',
  notFoundText: "The page you're looking for doesn't exist.",
  goHome: 'Go Home',
  whatsNew: "What's New",
  noProductsForFilters: 'No products found matching the selected filters.',
  newlyAdded: 'Newly added',
  soldOut: 'Sold Out',
  noImage: 'No Image Available',
  itemNotFound: 'Item not found',
  shoppingCart: 'Shopping Cart',
  cartEmpty: 'Your cart is empty',
  proceedToCheckout: 'Proceed to Checkout',
  favourites: 'Your Favourites',
  noFavourites: 'You have no favorite products yet.',
  sellTitle: 'Sell Your Product Now!',
  placeYourOrder: 'Place Your Order',
  helpTitle: 'We Are Here To Help You!',
  menuLoading: 'Loading...',
  /** The quantity steppers' buttons are named '-' and '+'; their descriptions say more. */
  quantityMinus: '-',
  quantityPlus: '+',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  /** The login modal's close button: the multiplication sign, with 'Close' for its name. */
  closeSign: '×',
  /** Ours: the placeholder of the catalog's search box and of the shell's stand-in. */
  searchPlaceholder: 'Search for brands or products',
  /** The sum of product, fees and shipping prices: the queue detail and the seller's sales. */
  totalUserPrice: 'Total User Price',
} as const;

export const MY_ITEMS_TABS = ['Available', 'Submitted', 'OnSale', 'Sold', 'Archived'] as const;
export type MyItemsTab = (typeof MY_ITEMS_TABS)[number];

export const ERRORS = {
  network: 'An error occurred. Please try again later.',
  newArrivals: 'Failed to load new arrivals.',
  loginFirst: 'Please log in first!',
  loginToBuy: 'Please log in to buy this product!',
  /** Message templates: fill with fillMessage(ERRORS.onlyInStock, { n }). */
  onlyInStock: 'Only {n} items available in stock',
  sellError: 'Error: {message}',
  unknownError: 'Unknown error',
  sellNetwork: 'An error occurred while submitting the form',
  footerCategories: 'Error fetching categories:',
  footerBrands: 'Error fetching brands:',
  placeOrder: 'Failed to place order!',
} as const;

export const SUCCESS = {
  orderPlaced: 'Order placed successfully!',
} as const;

/** How long a mailed link to reset a password works, once. */
export const RESET_LINK_MINUTES = 30;

/** The password-reset answers, word for word, on the server and in the forms. */
export const PASSWORD_RESET_TEXT = {
  forgotPassword: 'Forgot password?',
  linkSent: 'If an account exists for this email, we have sent a link to reset the password.',
  pageTitle: 'Set a new password',
  linkInvalid: 'This link to reset your password is not valid. Ask for a new one.',
  linkUsed: 'This link to reset your password was already used. Ask for a new one.',
  linkExpired: 'This link to reset your password has expired. Ask for a new one.',
  done: 'Your password has been changed. Sign in with your new password.',
} as const;
