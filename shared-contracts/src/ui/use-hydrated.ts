import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether this render may read the browser (window width, storage, loaded modules): false on the
 * server and in the render that hydrates its markup, which must both make the same markup; true in
 * every render after, and in a tree the browser renders on its own (createRoot).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
