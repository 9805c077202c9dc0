// userEvent-driven page tests can take several seconds on a busy 2-core machine (parallel builds).
module.exports = require('shared-contracts/testing/jest-config.cjs')(__dirname, {
  testTimeout: 30000,
});
