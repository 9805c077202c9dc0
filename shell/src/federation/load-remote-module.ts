import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteLoader, RemoteModule, RemoteModuleId } from 'shared-contracts';
import { RemoteUnavailableError } from './remote-unavailable-error';

const loaded = new Map<RemoteModuleId, RemoteModule<RemoteModuleId>>();

/** An exposed module that has already loaded, to render without a loading step. */
export function loadedRemoteModule<K extends RemoteModuleId>(id: K): RemoteModule<K> | undefined {
  return loaded.get(id) as RemoteModule<K> | undefined;
}

/**
 * The shell's remote registry: loads an exposed module of a registered remote. Any failure to
 * load is a RemoteUnavailableError (the health reports count it as a load failure).
 */
export const loadRemoteModule: RemoteLoader = Object.assign(
  async <K extends RemoteModuleId>(id: K) => {
    const module = await loadRemote<RemoteModule<K>>(id).catch((cause: unknown) => {
      throw new RemoteUnavailableError(id, { cause });
    });
    if (!module || typeof module.default !== 'function') throw new RemoteUnavailableError(id);
    loaded.set(id, module as unknown as RemoteModule<RemoteModuleId>);
    return module;
  },
  { loaded: loadedRemoteModule },
);

/**
 * Runs a synchronous render in which `id` counts as loaded with `module`: the server renders the
 * route's page with the component its remote gave it. The registry is as before afterwards.
 */
export function withLoadedRemoteModule<K extends RemoteModuleId, T>(
  id: K,
  module: RemoteModule<K>,
  render: () => T,
): T {
  const had = loaded.has(id);
  const previous = loaded.get(id);
  loaded.set(id, module as unknown as RemoteModule<RemoteModuleId>);
  try {
    return render();
  } finally {
    if (had) loaded.set(id, previous!);
    else loaded.delete(id);
  }
}
