import { mountStandalone } from 'shared-contracts/standalone';
import SellQueuePage from './exposed/SellQueuePage';
import SellQueueDetailsPage from './exposed/SellQueueDetailsPage';
import BrandsPage from './exposed/BrandsPage';
import CategoriesPage from './exposed/CategoriesPage';
import ColoursPage from './exposed/ColoursPage';
import GendersPage from './exposed/GendersPage';
import ProductsPage from './exposed/ProductsPage';
import UsersPage from './exposed/UsersPage';
import OrdersPage from './exposed/OrdersPage';
import OrderDetailsPage from './exposed/OrderDetailsPage';
import PayoutsPage from './exposed/PayoutsPage';
import PaymentsPage from './exposed/PaymentsPage';
import PromotionsPage from './exposed/PromotionsPage';
import MailPage from './exposed/MailPage';
import SettingsPage from './exposed/SettingsPage';
import ReleasesPage from './exposed/ReleasesPage';

// Runs this remote alone, with its own store from createAppStore() and no shell.
mountStandalone('mfe-admin', [
  { path: '/ShowSellQueue', element: <SellQueuePage />, label: 'Details Menu' },
  { path: '/ShowSellQueueDetails/:id', element: <SellQueueDetailsPage /> },
  { path: '/ShowBrands', element: <BrandsPage />, label: 'Brands' },
  { path: '/ShowCategories', element: <CategoriesPage />, label: 'Categories' },
  { path: '/ShowColors', element: <ColoursPage />, label: 'Colors' },
  { path: '/ShowGenders', element: <GendersPage />, label: 'Genders' },
  { path: '/ShowProducts', element: <ProductsPage />, label: 'Products' },
  { path: '/ShowUsers', element: <UsersPage />, label: 'Users' },
  { path: '/ShowOrders', element: <OrdersPage />, label: 'Orders' },
  { path: '/ShowOrderDetails/:id', element: <OrderDetailsPage /> },
  { path: '/ShowPayouts', element: <PayoutsPage />, label: 'Payouts' },
  { path: '/ShowPayments', element: <PaymentsPage />, label: 'Payments' },
  { path: '/ShowPromotions', element: <PromotionsPage />, label: 'Promotions' },
  { path: '/ShowMail', element: <MailPage />, label: 'Mail' },
  { path: '/ShowSettings', element: <SettingsPage />, label: 'Settings' },
  { path: '/ShowReleases', element: <ReleasesPage />, label: 'Releases' },
]);
