/**
 * Orders of the What's New list, in the URL as `sort=`. Prices sort by what the shopper pays
 * (the offer applied); 'discount' puts the largest offer first.
 */
export const PRODUCT_SORTS = [
  { key: 'newest', label: 'Newest' },
  { key: 'price_asc', label: 'Price: Low to High' },
  { key: 'price_desc', label: 'Price: High to Low' },
  { key: 'discount', label: 'Biggest Discount' },
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number]['key'];
export const PRODUCT_SORT_KEYS = PRODUCT_SORTS.map((sort) => sort.key) as [
  ProductSort,
  ...ProductSort[],
];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORT_KEYS as readonly string[]).includes(value);
}

/** Why a price range cannot be sent, or undefined when it can (either bound may be empty). */
export function priceRangeError(min: number | undefined, max: number | undefined) {
  if (min !== undefined && (!Number.isFinite(min) || min < 0)) return 'Min price must be 0 or more';
  if (max !== undefined && (!Number.isFinite(max) || max < 0)) return 'Max price must be 0 or more';
  if (min !== undefined && max !== undefined && min > max) {
    return 'Min price must not be above Max price';
  }
  return undefined;
}
