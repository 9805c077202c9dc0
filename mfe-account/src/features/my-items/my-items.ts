import {
  MY_ITEMS_TABS,
  shopApi,
  type MyItemsTab,
  type Product,
  type ProductStatus,
} from 'shared-contracts';

/** The product status each My Items tab lists. */
export const TAB_STATUS: Record<MyItemsTab, ProductStatus> = {
  Available: 'Available',
  Submitted: 'Submitted',
  OnSale: 'OnSale',
  Sold: 'SoldOut',
  Archived: 'Archived',
};

/** The tab a route segment names (case-insensitive), or null. */
export function tabFromRoute(category: string | undefined): MyItemsTab | null {
  if (!category) return null;
  return MY_ITEMS_TABS.find((tab) => tab.toLowerCase() === category.toLowerCase()) ?? null;
}

/**
 * The signed-in user's own items, any status: Products/getproduct.php answers them for the
 * session's user; the list is still filtered by UserID here, as the spec says.
 */
export async function fetchOwnItems(userId: number, signal?: AbortSignal): Promise<Product[]> {
  const items = await shopApi.catalog.products({ UserID: userId, limit: 100 }, { signal });
  return items.filter((item) => Number(item.UserID) === userId);
}

/** Archived items of the user (Products/getArchivedProducts.php, filtered by UserID). */
export async function fetchOwnArchived(userId: number, signal?: AbortSignal): Promise<Product[]> {
  const items = await shopApi.catalog.archived({ signal });
  return items.filter((item) => Number(item.UserID) === userId);
}

/** Items of one tab; duplicates (the same product in both answers) are listed once. */
export function itemsForTab(tab: MyItemsTab, items: Product[]): Product[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (item.Status !== TAB_STATUS[tab] || seen.has(item.ProductID)) return false;
    seen.add(item.ProductID);
    return true;
  });
}
