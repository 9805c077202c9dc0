import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteLoader, RemoteModule, RemoteModuleId } from 'shared-contracts';
import { RemoteUnavailableError } from './remote-unavailable-error';

const loaded = new Map<RemoteModuleId, RemoteModule<RemoteModuleId>>();

/**
 * The shell's remote registry: loads an exposed module of a registered remote. Any failure to
 * load is a RemoteUnavailableError (the health reports count it as a load failure).
 */
export const loadRemoteModule: RemoteLoader = async <K extends RemoteModuleId>(id: K) => {
  const module = await loadRemote<RemoteModule<K>>(id).catch((cause: unknown) => {
    throw new RemoteUnavailableError(id, { cause });
  });
  if (!module || typeof module.default !== 'function') throw new RemoteUnavailableError(id);
  loaded.set(id, module as unknown as RemoteModule<RemoteModuleId>);
  return module;
};

/** An exposed module that has already loaded, to render without a loading step. */
export function loadedRemoteModule<K extends RemoteModuleId>(id: K): RemoteModule<K> | undefined {
  return loaded.get(id) as RemoteModule<K> | undefined;
}
