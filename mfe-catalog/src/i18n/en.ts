/**
 * The catalog's texts that several of its pages show (product card, search box, breadcrumbs,
 * product grid, price, conditions), in the requirements' English. A page's own texts are in its
 * feature's i18n folder, so that page's chunk alone carries them; texts of shared-contracts
 * (TEXT, ERRORS, ...) come from its common catalog and are not repeated here.
 */
export const CATALOG_EN = {
  // Breadcrumbs
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  // Load errors of the item list and the product page
  tryAgain: 'Try again',
  // ProductGrid
  loadingProducts: 'Loading products',
  // The conditions of shared-contracts CONDITIONS, by id.
  condition1: 'New with tags',
  condition2: 'Pristine',
  condition3: 'Excellent',
  condition4: 'Very good',
  condition5: 'Good',
  // Product card and product page
  conditionLine: 'Condition: {condition}',
  // Product card
  addToFavourites: 'Add to favourites',
  removeFromFavourites: 'Remove from favourites',
  // PriceBlock
  discount: 'Discount {percent}',
  // Search box
  search: 'Search',
  searchSuggestions: 'Search suggestions',
  seeAllResults: 'See all results',
  typeBrand: 'Brand',
  typeProduct: 'Product',
  // Search box and search results page, for a text that found nothing
  didYouMean: 'Did you mean {name}?',
} as const;

export type CatalogMessages = typeof CATALOG_EN;
