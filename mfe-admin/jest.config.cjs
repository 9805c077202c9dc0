// The back-office tests type whole forms with user-event; give them room on a busy machine.
module.exports = require('shared-contracts/testing/jest-config.cjs')(__dirname, {
  testTimeout: 20000,
});
