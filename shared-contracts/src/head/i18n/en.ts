import { PASSWORD_RESET_TEXT, TEXT } from '../../constants/messages';

/**
 * Each page's <title> and meta description, painted by the api and kept by the shell on every
 * navigation. A page's visible heading is said in the same words (the same text where one exists).
 */
export const HEAD_EN = {
  /** Every title but the home page's: the page's own, then the shop's name. */
  pageTitle: '{title} | Reluxe',
  homeTitle: 'Reluxe | Pre-owned luxury watches, bags and jewellery',
  homeDescription:
    'Reluxe: buy and sell authenticated pre-owned luxury watches, bags and jewellery in the UAE. Prices in AED.',
  // The catalogue: What's New, its filters, search results and a product.
  home: 'Home',
  whatsNew: TEXT.whatsNew,
  listDescription:
    'The newest pre-owned luxury watches, bags and jewellery at Reluxe, each piece authenticated by our experts. Prices in AED.',
  filteredDescription:
    'Pre-owned {names} at Reluxe, each piece authenticated by our experts. Prices in AED.',
  nameSeparator: ', ',
  searchTitle: 'Search: "{q}"',
  searchDescription:
    'Pre-owned luxury pieces matching "{q}" at Reluxe, each authenticated by our experts.',
  productDescription: '{name}: a pre-owned piece authenticated by our experts, {price} at Reluxe.',
  itemNotFound: TEXT.itemNotFound,
  pageNotFound: 'Page not found',
  notFoundDescription: TEXT.notFoundText,
  // The shopper's own pages.
  shoppingCart: TEXT.shoppingCart,
  favourites: TEXT.favourites,
  placeYourOrder: TEXT.placeYourOrder,
  sell: TEXT.sellTitle,
  myProfile: 'My Profile',
  myItems: 'My Items',
  myOrders: 'My Orders',
  order: 'Order #{id}',
  taxInvoice: 'Tax invoice',
  signIn: 'Sign In',
  signedIn: 'You are signed in',
  resetPassword: PASSWORD_RESET_TEXT.pageTitle,
} as const;

export type HeadMessages = typeof HEAD_EN;
