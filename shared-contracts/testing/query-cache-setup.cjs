/* global beforeEach */
// Each test starts as a fresh page does: no api answers kept from the test before.
const { resetQueryCache } = require('shared-contracts');
beforeEach(() => resetQueryCache());
