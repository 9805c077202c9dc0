// Each test file of a package runs with its package's timeout (createJestConfig's testTimeout),
// also when the root configuration runs all packages as projects.
/* global jest, __TEST_TIMEOUT_MS__ */
jest.setTimeout(__TEST_TIMEOUT_MS__);
