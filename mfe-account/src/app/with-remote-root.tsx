import type { ComponentType } from 'react';

/**
 * Wraps an exposed page in an element that names the remote and its build version, so a page
 * can always be traced to the release that rendered it.
 */
export function withRemoteRoot<P extends object>(Page: ComponentType<P>) {
  function RemoteRoot(props: P) {
    return (
      <div data-remote={__REMOTE_NAME__} data-version={__REMOTE_VERSION__}>
        <Page {...props} />
      </div>
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${Page.displayName ?? Page.name})`;
  return RemoteRoot;
}
