import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, REMOTES, type RemotesConfig } from 'shared-contracts';
import { remoteFallbackPlugin } from './fallback-plugin';
import { loadedRemotePreloadPlugin } from './loaded-remote-preload-plugin';

/** Where each remote lives when /remotes.json cannot be read: its default build folder. */
export function defaultRemotesConfig(): RemotesConfig {
  return {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `/remotes/${REMOTES[name].package}/mf-manifest.json`]),
    ) as RemotesConfig['remotes'],
  };
}

/** Registers every remote of the runtime configuration (no remote is fetched until used). */
export function registerRuntimeRemotes(config: RemotesConfig) {
  registerPlugins([remoteFallbackPlugin(), loadedRemotePreloadPlugin()]);
  registerRemotes(
    REMOTE_NAMES.map((name) => ({
      name,
      entry: config.remotes[name] ?? defaultRemotesConfig().remotes[name],
    })),
    { force: true },
  );
}
