import { mountStandalone } from 'shared-contracts/standalone';
import CartPage from './exposed/CartPage';
import FavouritesPage from './exposed/FavouritesPage';
import CheckoutPage from './exposed/CheckoutPage';

// Runs this remote alone, with its own store from createAppStore() and no shell.
mountStandalone('mfe-checkout', [
  { path: '/cart', element: <CartPage />, label: 'Bag' },
  { path: '/fav', element: <FavouritesPage />, label: 'Wishlist' },
  { path: '/buynow', element: <CheckoutPage />, label: 'Checkout' },
]);
