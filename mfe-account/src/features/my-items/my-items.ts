import {
  MY_ITEMS_TABS,
  type MyItemsTab,
  type Product,
  type ProductStatus,
  type Sale,
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
 * Items of one tab; duplicates (the same product in both answers) are listed once. Sold also
 * lists the items with a sale that still have pieces left (`soldIds`), so every sale shows there.
 */
export function itemsForTab(
  tab: MyItemsTab,
  items: Product[],
  soldIds: ReadonlySet<number> = new Set(),
): Product[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    const inTab =
      item.Status === TAB_STATUS[tab] || (tab === 'Sold' && soldIds.has(Number(item.ProductID)));
    if (!inTab || seen.has(item.ProductID)) return false;
    seen.add(item.ProductID);
    return true;
  });
}

/** The sales of each product, by ProductID. */
export function salesByProduct(sales: readonly Sale[]): Map<number, Sale[]> {
  const byProduct = new Map<number, Sale[]>();
  for (const sale of sales) {
    const id = Number(sale.ProductID);
    byProduct.set(id, [...(byProduct.get(id) ?? []), sale]);
  }
  return byProduct;
}
