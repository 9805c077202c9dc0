// One Jest configuration factory for every package (each package's jest.config.cjs calls it).
const path = require('node:path');

/**
 * @param {string} dir the package directory (__dirname of its jest.config.cjs)
 * @param {{ environment?: 'jsdom' | 'node', setupFilesAfterEnv?: string[], testTimeout?: number }} [options]
 * The build-time constants of webpack.common.js (__REMOTE_NAME__, __REMOTE_VERSION__) are
 * defined as the package's own name and 'test'.
 */
module.exports = function createJestConfig(dir, options = {}) {
  const environment = options.environment ?? 'jsdom';
  const testTimeout = options.testTimeout ?? 10000;
  // The root `npm test` runs every package as a Jest project, and Jest reads `testTimeout` only
  // from the root (global) configuration: a project's own would be ignored there (5 s for every
  // hook and test). The setup file applies the package's timeout in each of its test files, in
  // the root run and in a package's own run alike.
  const timeoutSetup = path.join(__dirname, 'test-timeout-setup.cjs');
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    roots: ['<rootDir>/src', ...(options.extraRoots ?? [])],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css|png|jpg|jpeg|svg|webp)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFiles:
      environment === 'jsdom'
        ? [path.join(__dirname, 'jsdom-setup.cjs'), path.join(__dirname, 'dialog-polyfill.cjs')]
        : [],
    setupFilesAfterEnv: [
      timeoutSetup,
      ...(environment === 'jsdom'
        ? ['@testing-library/jest-dom', path.join(__dirname, 'query-cache-setup.cjs')]
        : []),
      ...(options.setupFilesAfterEnv ?? []),
    ],
    globals: {
      __REMOTE_NAME__: path.basename(dir).replace('-', '_'),
      __REMOTE_VERSION__: 'test',
      __TEST_TIMEOUT_MS__: testTimeout,
    },
  };
};
