import { mountStandalone } from 'shared-contracts/standalone';
import HomePage from './exposed/HomePage';
import ItemListPage from './exposed/ItemListPage';
import ProductDetailPage from './exposed/ProductDetailPage';

// Runs this remote alone, with its own store from createAppStore() and no shell.
mountStandalone('mfe-catalog', [
  { path: '/', element: <HomePage />, label: 'Home' },
  { path: '/Items', element: <ItemListPage />, label: "What's New" },
  { path: '/items', element: <ItemListPage /> },
  { path: '/Items/:ProductID', element: <ProductDetailPage /> },
]);
