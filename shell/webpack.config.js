const { createWebpackConfig } = require('../webpack.common');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  isHost: true,
  port: 3100,
  title: 'Reluxe | Pre-owned luxury watches, bags and jewellery',
});
