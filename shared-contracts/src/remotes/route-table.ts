import type { RemoteModuleId } from './registry';

/**
 * Every route of the shop and the remote page that renders it. Paths match
 * case-insensitively, so /Sell and /items are covered by /sell and /Items. The shell routes with
 * it; the api reads it to tell the browser, in the page itself, which remote files a route needs.
 */
export const ROUTE_TABLE: readonly { path: string; module: RemoteModuleId }[] = [
  { path: '/', module: 'mfe_catalog/HomePage' },
  { path: '/Items', module: 'mfe_catalog/ItemListPage' },
  { path: '/Items/:ProductID', module: 'mfe_catalog/ProductDetailPage' },
  { path: '/cart', module: 'mfe_checkout/CartPage' },
  { path: '/fav', module: 'mfe_checkout/FavouritesPage' },
  { path: '/buynow', module: 'mfe_checkout/CheckoutPage' },
  { path: '/sell', module: 'mfe_account/SellPage' },
  { path: '/accountDetails', module: 'mfe_account/AccountDetailsPage' },
  { path: '/userDetails', module: 'mfe_account/MyItemsPage' },
  { path: '/userDetails/:category', module: 'mfe_account/MyItemsPage' },
  { path: '/join', module: 'mfe_account/JoinPage' },
  { path: '/success', module: 'mfe_account/SuccessPage' },
  { path: '/reset-password', module: 'mfe_account/ResetPasswordPage' },
  { path: '/orders', module: 'mfe_account/MyOrdersPage' },
  { path: '/orders/:OrderID', module: 'mfe_account/OrderPage' },
  { path: '/orders/:OrderID/invoice', module: 'mfe_account/InvoicePage' },
  { path: '/ShowSellQueue', module: 'mfe_admin/SellQueuePage' },
  { path: '/ShowSellQueueDetails/:id', module: 'mfe_admin/SellQueueDetailsPage' },
  { path: '/ShowBrands', module: 'mfe_admin/BrandsPage' },
  { path: '/ShowCategories', module: 'mfe_admin/CategoriesPage' },
  { path: '/ShowColors', module: 'mfe_admin/ColorsPage' },
  { path: '/ShowGenders', module: 'mfe_admin/GendersPage' },
  { path: '/ShowProducts', module: 'mfe_admin/ProductsPage' },
  { path: '/ShowUsers', module: 'mfe_admin/UsersPage' },
  { path: '/ShowOrders', module: 'mfe_admin/OrdersPage' },
  { path: '/ShowOrderDetails/:id', module: 'mfe_admin/OrderDetailsPage' },
  { path: '/ShowPayouts', module: 'mfe_admin/PayoutsPage' },
  { path: '/ShowPayments', module: 'mfe_admin/PaymentsPage' },
  { path: '/ShowPromotions', module: 'mfe_admin/PromotionsPage' },
  { path: '/ShowMail', module: 'mfe_admin/MailPage' },
  { path: '/ShowReleases', module: 'mfe_admin/ReleasesPage' },
  { path: '/ShowSettings', module: 'mfe_admin/SettingsPage' },
];

/** Remote modules the shell mounts on every page (the catalog's search box in the nav). */
export const ALWAYS_MOUNTED: readonly RemoteModuleId[] = ['mfe_catalog/SearchBox'];

export interface RouteMatch {
  path: string;
  module: RemoteModuleId;
  params: Record<string, string>;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route table entry for a pathname (case-insensitive, `:name` segments), if any. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const route of ROUTE_TABLE) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segment);
        return true;
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) return { path: route.path, module: route.module, params };
  }
  return undefined;
}
