import { ENDPOINTS } from '../api/endpoints';
import { filterSelectionOf, refinementsOf, type FilterKey } from '../api/product-list';
import { urlOf } from '../api/url';
import type { ProductDetails } from '../entities/catalog';
import { fillMessage, type MessageValues } from '../i18n/fill-message';
import type { Language } from '../i18n/language';
import { nameIn, priceIn } from '../i18n/price-format';
import type { RemoteModuleId } from '../remotes/registry';
import { matchRoute } from '../remotes/route-table';
import { productIdOf } from '../rules/ids';
import { unitPrice } from '../rules/price';
import { HEAD_EN, type HeadMessages } from './i18n/en';

export { HEAD_EN, type HeadMessages };

/**
 * Each page's <title> and meta description, one rule for the api, which paints them (and answers
 * 404 when `notFound`), and for the shell, which keeps them on every navigation and language
 * switch. It reads the same api answers the page shows, by URL. Not in the package index: the
 * browser loads it ('shared-contracts/page-head') only once the visitor moves on.
 */

export type HeadKey = keyof HeadMessages & string;
/** The head's messages in the page's language. */
export type HeadText = (key: HeadKey, values?: MessageValues) => string;

/** The head's messages in `language`: English at once, Arabic from its own chunk. */
export async function headMessagesIn(language: Language): Promise<Record<HeadKey, string>> {
  return language === 'ar' ? (await import('./i18n/ar')).default : HEAD_EN;
}

/** A message function over `messages`, filled as the English source is, in every language. */
export const headText =
  (messages: Record<HeadKey, string>): HeadText =>
  (key, values = {}) =>
    fillMessage(messages[key], values);
/** An api answer by its URL: undefined while unknown, null when the api has none (a 404). */
export type AnswerOf = (url: string) => unknown;

export interface PageHead {
  title: string;
  description: string;
  /** No such page: an unknown address, or a product that does not exist or is not listed. */
  notFound: boolean;
}

export interface HeadLocation {
  pathname: string;
  /** The query string, with or without its '?'. */
  search: string;
}

const HOME: RemoteModuleId = 'mfe_catalog/HomePage';
const LIST: RemoteModuleId = 'mfe_catalog/ItemListPage';
const PRODUCT: RemoteModuleId = 'mfe_catalog/ProductDetailPage';

/** Pages whose title is their heading, by the module that renders them. */
const PAGE_TITLES: Partial<Record<RemoteModuleId, HeadKey>> = {
  'mfe_checkout/CartPage': 'shoppingCart',
  'mfe_checkout/FavouritesPage': 'favourites',
  'mfe_checkout/CheckoutPage': 'placeYourOrder',
  'mfe_account/SellPage': 'sell',
  'mfe_account/AccountDetailsPage': 'myProfile',
  'mfe_account/MyItemsPage': 'myItems',
  'mfe_account/JoinPage': 'signIn',
  'mfe_account/SuccessPage': 'signedIn',
  'mfe_account/ResetPasswordPage': 'resetPassword',
  'mfe_account/MyOrdersPage': 'myOrders',
  'mfe_account/OrderPage': 'order',
  'mfe_account/InvoicePage': 'taxInvoice',
};

/** The back-office's titles: it stays English whatever the visitor's language. */
const BACK_OFFICE_TITLES: Partial<Record<RemoteModuleId, string>> = {
  'mfe_admin/SellQueuePage': 'All pending products',
  'mfe_admin/SellQueueDetailsPage': 'Sell queue',
  'mfe_admin/BrandsPage': 'Brands',
  'mfe_admin/CategoriesPage': 'Categories',
  'mfe_admin/ColorsPage': 'Colors',
  'mfe_admin/GendersPage': 'Genders',
  'mfe_admin/ProductsPage': 'Products',
  'mfe_admin/UsersPage': 'Users',
  'mfe_admin/OrdersPage': 'All queued orders',
  'mfe_admin/OrderDetailsPage': 'Order Details',
  'mfe_admin/PayoutsPage': 'Payouts',
  'mfe_admin/PaymentsPage': 'Payments',
  'mfe_admin/PromotionsPage': 'Promotions',
  'mfe_admin/MailPage': 'Mail',
  'mfe_admin/ReleasesPage': 'Releases',
  'mfe_admin/SettingsPage': 'Settings',
};

/** The list's filters named in its title, in this order, with the lookup that names them. */
const NAMED_FILTERS: readonly { key: FilterKey; lookup: string; id: string }[] = [
  { key: 'brand', lookup: ENDPOINTS.brand.lookup, id: 'BrandID' },
  { key: 'category', lookup: ENDPOINTS.category.lookup, id: 'CategoireID' },
  { key: 'sex', lookup: ENDPOINTS.gender.lookup, id: 'SexID' },
];
/** More names than this make a title no one reads: the list's own title instead. */
const MOST_NAMES = 3;
/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

const productUrlOf = (id: number) => urlOf(ENDPOINTS.products.details, { ProductID: id });

/** The api reads a page's head needs (the same URLs its page reads). */
export function headRequests({ pathname, search }: HeadLocation): string[] {
  const route = matchRoute(pathname);
  if (route?.module === PRODUCT) {
    const id = productIdOf(route.params.ProductID);
    return id === undefined ? [] : [productUrlOf(id)];
  }
  if (route?.module !== LIST) return [];
  const params = new URLSearchParams(search);
  if (refinementsOf(params).q) return [];
  const selection = filterSelectionOf(params);
  return NAMED_FILTERS.filter(({ key }) => selection[key].length > 0).map(({ lookup }) =>
    urlOf(lookup),
  );
}

/** `text` cut at a word to fit a search result's description. */
function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

type Named = { Name?: string; NameAr?: string | null } & Record<string, unknown>;

/**
 * The names of the list's named filters in the page's language, ids ascending (one list, one
 * title, however its address orders them); unknown ids are left out.
 */
function filterNames(search: string, answerOf: AnswerOf, language: Language): string[] {
  const selection = filterSelectionOf(new URLSearchParams(search));
  return NAMED_FILTERS.flatMap(({ key, lookup, id }) => {
    const answer = answerOf(urlOf(lookup));
    const rows = Array.isArray(answer) ? (answer as Named[]) : [];
    return [...selection[key]]
      .sort((a, b) => a - b)
      .flatMap((wanted) => {
        const row = rows.find((candidate) => candidate[id] === wanted);
        const name = row && nameIn(row.Name, row.NameAr, language);
        return name ? [name] : [];
      });
  });
}

function listHead(search: string, answerOf: AnswerOf, language: Language, t: HeadText) {
  const q = refinementsOf(new URLSearchParams(search)).q;
  if (q) {
    return {
      title: t('pageTitle', { title: t('searchTitle', { q }) }),
      description: t('searchDescription', { q }),
    };
  }
  const names = filterNames(search, answerOf, language);
  if (names.length === 0 || names.length > MOST_NAMES) {
    return { title: t('pageTitle', { title: t('whatsNew') }), description: t('listDescription') };
  }
  const joined = names.join(t('nameSeparator'));
  return {
    title: t('pageTitle', { title: joined }),
    description: t('filteredDescription', { names: joined }),
  };
}

function productHead(product: ProductDetails, language: Language, t: HeadText) {
  const name = nameIn(product.Name, product.NameAr, language);
  const price = priceIn(unitPrice(product), language);
  const summary = t('productDescription', { name, price });
  // Sellers write descriptions in English: an Arabic page says only what it can in Arabic.
  const own = language === 'en' ? product.Description?.trim() : '';
  return {
    title: t('pageTitle', { title: name }),
    description: shortened(own ? `${summary} ${own}` : summary),
  };
}

/**
 * The head of the page at `location` in `language`, from the answers its page reads. An answer
 * not known yet leaves the page's generic head (the shop's title for a product).
 */
export function pageHeadOf(
  location: HeadLocation,
  answerOf: AnswerOf,
  language: Language,
  t: HeadText,
): PageHead {
  const found = (head: { title: string; description: string }) => ({ ...head, notFound: false });
  const route = matchRoute(location.pathname);
  const home = { title: t('homeTitle'), description: t('homeDescription') };
  const notFound = (key: 'itemNotFound' | 'pageNotFound') => ({
    title: t('pageTitle', { title: t(key) }),
    description: t('notFoundDescription'),
    notFound: true,
  });
  if (!route) return notFound('pageNotFound');
  if (route.module === HOME) return found(home);
  if (route.module === LIST) return found(listHead(location.search, answerOf, language, t));
  if (route.module === PRODUCT) {
    const id = productIdOf(route.params.ProductID);
    if (id === undefined) return notFound('itemNotFound');
    const product = answerOf(productUrlOf(id)) as ProductDetails | null | undefined;
    if (product === undefined) return found(home);
    // An empty answer is no product, as the page reads it.
    if (!product?.ProductID) return notFound('itemNotFound');
    return found(productHead(product, language, t));
  }
  const backOffice = BACK_OFFICE_TITLES[route.module];
  if (backOffice) {
    const english = headText(HEAD_EN);
    return found({
      title: english('pageTitle', { title: backOffice }),
      description: english('homeDescription'),
    });
  }
  const key = PAGE_TITLES[route.module];
  const title = key ? t(key, { id: route.params.OrderID ?? '' }) : undefined;
  return found({
    title: title ? t('pageTitle', { title }) : home.title,
    description: home.description,
  });
}
