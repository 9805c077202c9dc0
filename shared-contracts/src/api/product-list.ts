import { LIMITS } from '../constants/timings';
import { listLanguage, type Language } from '../i18n/language';
import { formatIdList, parseIdList } from '../rules/ids';
import { isProductSort, priceRangeError, type ProductSort } from '../rules/product-sort';

/**
 * The What's New list's request, from its URL: the catalog sends it and the api announces it in
 * the page (a preload hint), so both must build the very same URL. One place for that.
 */
export const FILTER_KEYS = ['category', 'brand', 'sex', 'condition'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterSelection = Record<FilterKey, number[]>;

export interface ProductListQuery {
  category?: string;
  brand?: string;
  sex?: string;
  condition?: string;
  sort?: ProductSort;
  price_min?: number;
  price_max?: number;
  q?: string;
  ids?: string;
  UserID?: number;
  page?: number;
  limit?: number;
  /** The names' language (see listLanguage); English when absent. */
  lang?: Language;
}

/** The ticked filters of a list URL (?category=2&brand=1,3). */
export function filterSelectionOf(params: URLSearchParams): FilterSelection {
  return {
    category: parseIdList(params.get('category')),
    brand: parseIdList(params.get('brand')),
    sex: parseIdList(params.get('sex')),
    condition: parseIdList(params.get('condition')),
  };
}

/** The list's sort, price range and search text, as the URL holds them (`sort`, `price_min`, `price_max`, `q`). */
export interface ListRefinements {
  sort?: ProductSort;
  price_min?: number;
  price_max?: number;
  q?: string;
}

function priceOf(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : undefined;
}

/**
 * The refinements of a list URL that can be sent: an unknown sort, a price that is not a
 * non-negative number, and a min above the max are left out (the filter panel explains them).
 */
export function refinementsOf(params: URLSearchParams): ListRefinements {
  const refinements: ListRefinements = {};
  const sort = params.get('sort');
  if (isProductSort(sort)) refinements.sort = sort;
  const min = priceOf(params.get('price_min'));
  const max = priceOf(params.get('price_max'));
  if (!priceRangeError(min, max)) {
    if (min !== undefined) refinements.price_min = min;
    if (max !== undefined) refinements.price_max = max;
  }
  const q = params.get('q')?.trim();
  if (q) refinements.q = q.slice(0, 100);
  return refinements;
}

/** The query for Products/getproduct.php (and facets.php): only what is set. */
export function productQueryOf(selected: FilterSelection, refinements: ListRefinements = {}) {
  const query: Omit<ProductListQuery, 'ids' | 'UserID' | 'page' | 'limit'> = {};
  for (const key of FILTER_KEYS) {
    if (selected[key].length > 0) query[key] = formatIdList(selected[key]);
  }
  return { ...query, ...refinements };
}

/** The whole list query of a What's New URL (filters, sort, price range, search text). */
export function listQueryOfUrl(params: URLSearchParams) {
  return productQueryOf(filterSelectionOf(params), refinementsOf(params));
}

/** One page of the list for those filters, its names in `language`. */
export function productPageQuery(
  query: ReturnType<typeof productQueryOf>,
  page: number,
  language: Language,
): ProductListQuery {
  return { ...query, page, limit: LIMITS.productListPageSize, ...listLanguage(language) };
}
