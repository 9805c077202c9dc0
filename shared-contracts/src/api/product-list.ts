import { LIMITS } from '../constants/timings';
import { formatIdList, parseIdList } from '../rules/ids';

/**
 * The What's New list's request, from its URL: the catalog sends it and the api announces it in
 * the page (a preload hint), so both must build the very same URL. One place for that.
 */
export const FILTER_KEYS = ['category', 'brand', 'sex'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterSelection = Record<FilterKey, number[]>;

export interface ProductListQuery {
  category?: string;
  brand?: string;
  sex?: string;
  ids?: string;
  UserID?: number;
  page?: number;
  limit?: number;
}

/** The ticked filters of a list URL (?category=2&brand=1,3). */
export function filterSelectionOf(params: URLSearchParams): FilterSelection {
  return {
    category: parseIdList(params.get('category')),
    brand: parseIdList(params.get('brand')),
    sex: parseIdList(params.get('sex')),
  };
}

/** The query for Products/getproduct.php: only the filters that are set. */
export function productQueryOf(selected: FilterSelection) {
  const query: { category?: string; brand?: string; sex?: string } = {};
  for (const key of FILTER_KEYS) {
    if (selected[key].length > 0) query[key] = formatIdList(selected[key]);
  }
  return query;
}

/** One page of the list for those filters. */
export function productPageQuery(
  query: ReturnType<typeof productQueryOf>,
  page: number,
): ProductListQuery {
  return { ...query, page, limit: LIMITS.productListPageSize };
}
