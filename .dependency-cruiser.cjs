/**
 * Import rules checked by `npm run lint:imports` (part of `npm test`): no circles, remotes
 * independent of each other and of the api, shared-contracts depending on no package of ours.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules import each other in one direction only, type imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'remote-imports-another-remote',
      comment: 'A remote reaches another only through the shell’s remote registry at run time.',
      severity: 'error',
      from: { path: '^(mfe-[a-z]+)/' },
      to: { path: '^mfe-[a-z]+/', pathNot: '^$1/' },
    },
    {
      name: 'front-end-imports-the-api',
      comment: 'The storefront knows the api only by the wire contract in shared-contracts.',
      severity: 'error',
      from: { path: '^(shell|mfe-[a-z]+)/' },
      to: { path: '^api/' },
    },
    {
      name: 'shell-imports-a-remote',
      comment: 'The shell loads remotes at run time, never from their source.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^mfe-[a-z]+/' },
    },
    {
      name: 'shared-contracts-imports-a-package',
      comment: 'The shared package sits under every other one.',
      severity: 'error',
      from: { path: '^shared-contracts/' },
      to: { path: '^(api|shell|mfe-[a-z]+|e2e)/' },
    },
    {
      name: 'api-imports-the-front-end',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(shell|mfe-[a-z]+)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage|artifacts|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
