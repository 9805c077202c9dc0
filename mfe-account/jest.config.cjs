module.exports = require('shared-contracts/testing/jest-config.cjs')(__dirname, {
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
});
