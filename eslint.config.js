// ESLint flat config for every package. Type-aware rules are left to `tsc -b`.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const logicalProperties = require('./shared-contracts/lint/logical-properties.cjs');

const OTHER_PACKAGES = [
  {
    group: [
      'shell/*',
      'mfe-*',
      '../../mfe-*',
      '../../shell/*',
      'api/*',
      // Its public parts are named in its package.json `exports`.
      'shared-contracts/src/*',
    ],
    message:
      'Import shared-contracts by its public parts (package.json exports); other packages are reached at run time.',
  },
];

/** Libraries that travel inside the shared-contracts singleton (see webpack.common.js). */
const BUNDLED_IN_CONTRACTS = [
  {
    name: 'react-router-dom',
    message: 'Import the router API from "shared-contracts": one instance, tree-shaken inside it.',
  },
  {
    name: '@reduxjs/toolkit',
    message: 'The store lives in shared-contracts (createAppStore and the slices).',
  },
  {
    name: 'axios',
    message: 'Call the API through shopApi / adminApi of "shared-contracts": one axios instance.',
  },
];

/** The storefront's packages: they load data through their `api/` files (see below). */
const STOREFRONT_SOURCES = [
  'shell/src/**/*.{ts,tsx}',
  'mfe-catalog/src/**/*.{ts,tsx}',
  'mfe-checkout/src/**/*.{ts,tsx}',
];

const API_CLIENT_OUTSIDE_DATA_LAYER = [
  {
    name: 'shared-contracts',
    importNames: ['shopApi', 'apiCalls'],
    message: 'Call the api from a file of an `api/` folder (defineQuery, or a fetcher there).',
  },
];

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/test-utils.tsx'];

/**
 * Every API call goes through the axios instance of shared-contracts (src/api/http.ts): base /api/,
 * cookies, the CSRF header, failures as HttpError. So fetch and XMLHttpRequest are refused.
 */
const HTTP_MESSAGE = 'Call the API through shopApi / adminApi of "shared-contracts" (axios).';
const NO_RAW_HTTP = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: HTTP_MESSAGE },
    { name: 'XMLHttpRequest', message: HTTP_MESSAGE },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector:
        'MemberExpression[object.name=/^(window|globalThis|self)$/][property.name=/^(fetch|XMLHttpRequest)$/]',
      message: HTTP_MESSAGE,
    },
  ],
};

/** Reads that are not calls of the shop API (no /api/ base, no CSRF header, no HttpError). */
const NOT_API_CALLS = [
  // /remotes.json: the federation configuration, read by the shell's boot before any remote.
  'shell/src/federation/remotes-config.ts',
  // /remotes.json's auth address; supabase-js then calls /auth/v1 with its own fetch.
  'mfe-account/src/features/hosted-auth/auth-client.ts',
  // Browsers' health counts: sendBeacon, or a keepalive fetch, that must outlive the page.
  'shell/src/federation/health-reporter.ts',
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      'releases/**',
      'data/**',
      '**/coverage/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared-contracts/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Remotes may not import another package's source: they meet only through shared-contracts
    // and the shell's remote registry.
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: OTHER_PACKAGES, paths: BUNDLED_IN_CONTRACTS }],
    },
  },
  {
    // The storefront calls the api through its data layer only: each call is declared in a file
    // of an `api/` folder, which screens and hooks import.
    files: STOREFRONT_SOURCES,
    // The shell's server module hands the whole package to the remotes' server bundles.
    ignores: ['**/api/**', 'shell/src/server/**', ...TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: OTHER_PACKAGES,
          paths: [...BUNDLED_IN_CONTRACTS, ...API_CLIENT_OUTSIDE_DATA_LAYER],
        },
      ],
    },
  },
  {
    // Multipart forms are read as streams: the plugin's disk mode is registered without the hooks
    // that delete its temporary files (api/src/plugins/multipart-forms.ts).
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'saveRequestFiles', message: 'Read forms with readForm (streams).' },
      ],
    },
  },
  {
    // Tests render pages inside their own MemoryRouter from react-router-dom.
    files: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: OTHER_PACKAGES }] },
  },
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mfe-*/src/**/*.{ts,tsx}',
      'shared-contracts/src/**/*.{ts,tsx}',
    ],
    ignores: [...NOT_API_CALLS, ...TEST_FILES],
    rules: NO_RAW_HTTP,
  },
  {
    // The storefront mirrors for Arabic: its styles use logical properties only. The back-office
    // stays English and left to right.
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mfe-catalog/src/**/*.{ts,tsx}',
      'mfe-checkout/src/**/*.{ts,tsx}',
      'mfe-account/src/**/*.{ts,tsx}',
      'shared-contracts/src/**/*.{ts,tsx}',
    ],
    ignores: TEST_FILES,
    plugins: { reluxe: { rules: { 'logical-properties': logicalProperties } } },
    rules: { 'reluxe/logical-properties': 'error' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
);
