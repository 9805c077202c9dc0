import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteLoader, RemoteModule, RemoteModuleId } from 'shared-contracts';
import { RemoteUnavailableError } from './remote-unavailable-error';

/** The shell's remote registry: loads an exposed module of a registered remote. */
export const loadRemoteModule: RemoteLoader = async <K extends RemoteModuleId>(id: K) => {
  const module = await loadRemote<RemoteModule<K>>(id);
  if (!module || typeof module.default !== 'function') throw new RemoteUnavailableError(id);
  return module;
};
