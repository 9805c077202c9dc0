import type { ComponentType } from 'react';

/**
 * Makes the wrapper a remote puts around each exposed page: an element naming the remote and its
 * build version, so a page can always be traced to the release that rendered it. Each remote
 * calls it with its own build-time constants (a shared module cannot see them).
 */
export function createRemoteRoot(remote: string, version: string) {
  return function withRemoteRoot<P extends object>(Page: ComponentType<P>) {
    function RemoteRoot(props: P) {
      return (
        <div data-remote={remote} data-version={version}>
          <Page {...props} />
        </div>
      );
    }
    RemoteRoot.displayName = `RemoteRoot(${Page.displayName ?? Page.name})`;
    return RemoteRoot;
  };
}
