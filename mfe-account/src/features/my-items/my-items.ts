import { MY_ITEMS_TABS, type MyItemsTab, type Product, type ProductStatus } from 'shared-contracts';

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

/** Items of one tab; duplicates (the same product in both answers) are listed once. */
export function itemsForTab(tab: MyItemsTab, items: Product[]): Product[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (item.Status !== TAB_STATUS[tab] || seen.has(item.ProductID)) return false;
    seen.add(item.ProductID);
    return true;
  });
}
