import { BUSINESS } from 'shared-contracts';

/**
 * The shell's own texts (header, menus, footer, page states). The requirements'
 * shared texts (TEXT, ERRORS, ...) are in the 'common' messages and are not repeated here. The login
 * modal's texts are in features/auth/i18n, loaded with the modal.
 */
export const SHELL_EN = {
  // Header, in its three layouts.
  announcement: 'Every piece authenticated by our experts',
  logoTagline: 'Pre-owned luxury',
  favourites: 'Wishlist',
  bag: 'Bag',
  login: 'Login',
  openMenu: 'Open menu',
  search: 'Search',
  skipToContent: 'Skip to content',
  language: 'Language',

  // User menu and the mobile sidebar.
  myItems: 'My Items',
  myOrders: 'My Orders',
  myProfile: 'My Profile',
  logout: 'Logout',
  menu: 'Menu',
  closeMenu: 'Close menu',
  shop: 'Shop',
  yourReluxe: 'Your Reluxe',

  // Menu strip and mega menu.
  shopByDepartment: 'Shop by department',
  justIn: 'Just in',
  promoTitle: 'New pieces arrive daily, each one authenticated.',
  promoLink: 'Discover new arrivals',
  sellNowButton: 'SELL NOW',
  controlPanel: 'Control Panel',

  // Footer.
  footerIntro:
    'Pre-owned watches, bags and jewellery from the houses you love, each one authenticated before it reaches you.',
  topCategories: 'Top Categories',
  topBrands: 'Top Brands',
  aboutTheProduct: 'About the product',
  customerService: 'Customer Service',
  aboutUs: 'About Us',
  privacyPolicy: 'Privacy Policy',
  termsAndConditions: 'Terms & Conditions',
  faqs: 'FAQs',
  contactUs: 'Contact Us',
  studentDiscount: 'Student & Youth Discount',
  essentialWorkerDiscount: 'Essential Worker Discount',
  businessDays: BUSINESS.days,
  businessHours: BUSINESS.hours,
  sellPrompt: 'Have a piece to part with?',
  sellNowLink: 'Sell Now',
  followReluxe: 'Follow Reluxe',
  copyright: '© {year} Reluxe. All rights reserved.',
  pricesIn: 'Prices in {currency}',

  // Page states.
  unavailableTitle: 'This section is temporarily unavailable',
  unavailableText: 'We could not load this part of Reluxe. The rest of the site still works.',
  retry: 'Retry',
  loadingPage: 'Loading page',
  scrollToTop: 'Scroll to top',
} as const;

export type ShellMessages = typeof SHELL_EN;
