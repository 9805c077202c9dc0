module.exports = require('shared-contracts/testing/jest-config.cjs')(__dirname, {
  environment: 'node',
  extraRoots: ['<rootDir>/test'],
  testTimeout: 60000,
});
