module.exports = require('./testing/jest-config.cjs')(__dirname, {
  extraRoots: ['<rootDir>/lint'],
});
