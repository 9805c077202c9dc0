import { catalogUrls } from 'shared-contracts';

/**
 * The GET calls the site frame makes on its first render, whatever the page: the header's menu
 * (useMenu) and the footer's lists (useFooterCategories, useFooterBrands). The server answers them
 * for its render and embeds the answers, which those hooks read instead of calling.
 */
export function frameRequests(): string[] {
  return [catalogUrls.menu(), catalogUrls.categories(), catalogUrls.brands()];
}
