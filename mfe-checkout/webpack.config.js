const { createWebpackConfig } = require('../webpack.common');

// The exposed modules are listed in shared-contracts' remote registry (REMOTES.mfe_checkout);
// src/app/exposes.test.ts checks that this map and the registry agree.
const exposes = {
  CartPage: './src/exposed/CartPage.tsx',
  FavouritesPage: './src/exposed/FavouritesPage.tsx',
  CheckoutPage: './src/exposed/CheckoutPage.tsx',
};

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_checkout',
  exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [`./${key}`, file])),
  port: 3102,
  title: 'Reluxe | mfe-checkout (standalone)',
});
module.exports.exposes = exposes;
