import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-unavailable-error';

/**
 * Runtime plugin: when a remote's manifest or entry cannot be loaded, answer a module whose
 * component throws RemoteUnavailableError, so the error boundary around the mount shows the
 * fallback with Retry while the rest of the page keeps working. The health reports count that
 * error there, as one load failure, and nothing here.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'reluxe-remote-fallback',
    errorLoadRemote(args) {
      console.error(`Remote ${args.id} failed to load (${args.lifecycle}):`, args.error);
      if (args.lifecycle !== 'onLoad') return undefined;
      const Unavailable = () => {
        throw new RemoteUnavailableError(args.id);
      };
      return { __esModule: true, default: Unavailable };
    },
  };
}
