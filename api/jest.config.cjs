const base = require('shared-contracts/testing/jest-config.cjs')(__dirname, {
  environment: 'node',
  extraRoots: ['<rootDir>/test'],
  testTimeout: 60000,
});

module.exports = {
  ...base,
  // A few server dependencies ship ESM only; let @swc/jest compile them to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(.+/node_modules/)?(content-disposition|cookie)/)'],
};
