const base = require('shared-contracts/testing/jest-config.cjs')(__dirname, {
  environment: 'node',
  extraRoots: ['<rootDir>/test'],
  testTimeout: 60000,
});

// Dependencies that ship ESM only, or load one with import() (which Jest's CommonJS runtime
// cannot run): @swc/jest compiles them to CommonJS, wherever npm placed them.
const ESM_PACKAGES = [
  'content-disposition',
  'cookie',
  '@fastify/cookie',
  'jose',
  '@apidevtools/json-schema-ref-parser',
];

module.exports = {
  ...base,
  transformIgnorePatterns: [`/node_modules/(?!(.+/node_modules/)?(${ESM_PACKAGES.join('|')})/)`],
};
