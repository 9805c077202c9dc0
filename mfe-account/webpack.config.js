const { createWebpackConfig } = require('../webpack.common');

// The exposed modules are listed in shared-contracts' remote registry (REMOTES.mfe_account);
// src/app/exposes.test.ts checks that this map and the registry agree.
const exposes = {
  AccountDetailsPage: './src/exposed/AccountDetailsPage.tsx',
  MyItemsPage: './src/exposed/MyItemsPage.tsx',
  SellPage: './src/exposed/SellPage.tsx',
  JoinPage: './src/exposed/JoinPage.tsx',
  SuccessPage: './src/exposed/SuccessPage.tsx',
  MyOrdersPage: './src/exposed/MyOrdersPage.tsx',
  OrderPage: './src/exposed/OrderPage.tsx',
  InvoicePage: './src/exposed/InvoicePage.tsx',
  ResetPasswordPage: './src/exposed/ResetPasswordPage.tsx',
};

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_account',
  exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [`./${key}`, file])),
  port: 3103,
  title: 'Reluxe | mfe-account (standalone)',
});
module.exports.exposes = exposes;
