/**
 * The item list's own texts (list, filters, sort, price range), in the requirements' English.
 * Imported by the item list's modules only, so they travel in its chunk.
 */
export const LIST_EN = {
  // Item list
  searchTitle: 'Search: "{q}"',
  filters: 'Filters',
  closeFilters: 'Close filters',
  showResultsCount: 'Show {count} results',
  showResults: 'Show results',
  products: 'Products',
  itemCountOne: '{count} item',
  itemCountOther: '{count} items',
  clearAll: 'Clear all',
  sortBy: 'Sort by',
  bestMatch: 'Best match',
  sortNewest: 'Newest',
  sortPriceAsc: 'Price: Low to High',
  sortPriceDesc: 'Price: High to Low',
  sortDiscount: 'Biggest Discount',
  listError: "We couldn't load the items.",
  clearFilters: 'Clear filters',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  // Filters
  category: 'Category',
  brands: 'Brands',
  gender: 'Gender',
  condition: 'Condition',
  showMore: 'Show More',
  showLess: 'Show Less',
  loadingFilters: 'Loading filters',
  priceAed: 'Price (AED)',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  anyPrice: 'Any',
  apply: 'Apply',
  minPriceNegative: 'Min price must be 0 or more',
  maxPriceNegative: 'Max price must be 0 or more',
  minAboveMax: 'Min price must not be above Max price',
} as const;

export type ListMessages = typeof LIST_EN;
