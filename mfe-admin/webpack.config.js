const { createWebpackConfig } = require('../webpack.common');

// The exposed modules are listed in shared-contracts' remote registry (REMOTES.mfe_admin);
// src/app/exposes.test.ts checks that this map and the registry agree.
const exposes = {
  SellQueuePage: './src/exposed/SellQueuePage.tsx',
  SellQueueDetailsPage: './src/exposed/SellQueueDetailsPage.tsx',
  BrandsPage: './src/exposed/BrandsPage.tsx',
  CategoriesPage: './src/exposed/CategoriesPage.tsx',
  // The key is the module id other deployments load ('mfe_admin/ColorsPage'): it keeps its name.
  ColorsPage: './src/exposed/ColoursPage.tsx',
  GendersPage: './src/exposed/GendersPage.tsx',
  ProductsPage: './src/exposed/ProductsPage.tsx',
  UsersPage: './src/exposed/UsersPage.tsx',
  OrdersPage: './src/exposed/OrdersPage.tsx',
  OrderDetailsPage: './src/exposed/OrderDetailsPage.tsx',
  PayoutsPage: './src/exposed/PayoutsPage.tsx',
  PaymentsPage: './src/exposed/PaymentsPage.tsx',
  PromotionsPage: './src/exposed/PromotionsPage.tsx',
  MailPage: './src/exposed/MailPage.tsx',
  SettingsPage: './src/exposed/SettingsPage.tsx',
  ReleasesPage: './src/exposed/ReleasesPage.tsx',
};

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_admin',
  exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [`./${key}`, file])),
  port: 3104,
  title: 'Reluxe | mfe-admin (standalone)',
});
module.exports.exposes = exposes;
