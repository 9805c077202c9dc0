const { createWebpackConfig } = require('../webpack.common');

// The exposed modules are listed in shared-contracts' remote registry (REMOTES.mfe_catalog);
// src/app/exposes.test.ts checks that this map and the registry agree.
const exposes = {
  HomePage: './src/exposed/HomePage.tsx',
  ItemListPage: './src/exposed/ItemListPage.tsx',
  ProductDetailPage: './src/exposed/ProductDetailPage.tsx',
  SearchBox: './src/exposed/SearchBox.tsx',
  ProductCard: './src/exposed/ProductCard.tsx',
};

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_catalog',
  exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [`./${key}`, file])),
  port: 3101,
  title: 'Reluxe | mfe-catalog (standalone)',
  firstPaint: './src/first-paint/server.tsx',
});
module.exports.exposes = exposes;
