import { loadedRemotePreloadPlugin } from './loaded-remote-preload-plugin';

type Hook = NonNullable<ReturnType<typeof loadedRemotePreloadPlugin>['beforePreloadRemote']>;
type HookArgs = Parameters<Hook>[0];

const remotes = [
  { name: 'mfe_catalog', entry: '/remotes/mfe-catalog/mf-manifest.json' },
  { name: 'mfe_checkout', entry: '/remotes/mfe-checkout/mf-manifest.json' },
];

function preloadOpsAfterHook(names: string[]) {
  const preloadOps = names.map((nameOrAlias) => ({ nameOrAlias, exposes: ['./Page'] }));
  const args = { preloadOps, options: { remotes } } as unknown as HookArgs;
  void loadedRemotePreloadPlugin().beforePreloadRemote!(args);
  return preloadOps.map((op) => op.nameOrAlias);
}

describe('loadedRemotePreloadPlugin', () => {
  const global = globalThis as Record<string, unknown>;
  afterEach(() => {
    delete global.mfe_catalog;
  });

  it("preloads a module's files while its remote's container has still to load", () => {
    expect(preloadOpsAfterHook(['mfe_catalog', 'mfe_checkout'])).toEqual([
      'mfe_catalog',
      'mfe_checkout',
    ]);
  });

  it('leaves the files of a remote whose container is in the page to webpack', () => {
    global.mfe_catalog = { get: () => undefined, init: () => undefined };
    expect(preloadOpsAfterHook(['mfe_catalog', 'mfe_checkout'])).toEqual(['mfe_checkout']);
  });

  it('takes an element named like a remote for no container', () => {
    global.mfe_catalog = document.createElement('div');
    expect(preloadOpsAfterHook(['mfe_catalog'])).toEqual(['mfe_catalog']);
  });
});
