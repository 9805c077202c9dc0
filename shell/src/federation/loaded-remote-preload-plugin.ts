import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin: the runtime preloads a module's files only while its remote's container still
 * has to load, so they download beside the entry. Once the container is in the page (its entry
 * named by the page, or loaded earlier), webpack asks for the files the module lacks as soon as it
 * is requested, and a preload would run the page's named files a second time.
 */
export function loadedRemotePreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'reluxe-loaded-remote-preload',
    beforePreloadRemote({ preloadOps, options }) {
      const containerIn = (nameOrAlias: string) => {
        const remote = options.remotes.find(
          (entry) => entry.name === nameOrAlias || entry.alias === nameOrAlias,
        );
        const globalName = remote && (remote.entryGlobalName ?? remote.name);
        const container = globalName && (globalThis as Record<string, unknown>)[globalName];
        return typeof (container as { get?: unknown } | undefined)?.get === 'function';
      };
      const toPreload = preloadOps.filter((op) => !containerIn(op.nameOrAlias));
      preloadOps.splice(0, preloadOps.length, ...toPreload);
    },
  };
}
