import { mountStandalone } from 'shared-contracts/standalone';
import AccountDetailsPage from './exposed/AccountDetailsPage';
import MyItemsPage from './exposed/MyItemsPage';
import SellPage from './exposed/SellPage';
import JoinPage from './exposed/JoinPage';
import SuccessPage from './exposed/SuccessPage';
import MyOrdersPage from './exposed/MyOrdersPage';
import OrderPage from './exposed/OrderPage';
import InvoicePage from './exposed/InvoicePage';
import ResetPasswordPage from './exposed/ResetPasswordPage';

// Runs this remote alone, with its own store from createAppStore() and no shell.
mountStandalone('mfe-account', [
  { path: '/accountDetails', element: <AccountDetailsPage />, label: 'My Profile' },
  { path: '/userDetails/:category?', element: <MyItemsPage />, label: 'My Items' },
  { path: '/sell', element: <SellPage />, label: 'Sell' },
  { path: '/join', element: <JoinPage />, label: 'Join' },
  { path: '/orders', element: <MyOrdersPage />, label: 'My Orders' },
  { path: '/orders/:OrderID', element: <OrderPage /> },
  { path: '/orders/:OrderID/invoice', element: <InvoicePage /> },
  { path: '/success', element: <SuccessPage /> },
  { path: '/reset-password', element: <ResetPasswordPage />, label: 'Reset password' },
]);
