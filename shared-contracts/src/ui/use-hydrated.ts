import { startTransition, useEffect, useReducer, useSyncExternalStore } from 'react';

/** Set by the shell's boot from just before `hydrateRoot` until that render has committed. */
let hydrating = false;
/** Components that rendered the server's markup and render again once hydration has ended. */
const waiting = new Set<() => void>();

const subscribe = () => () => {};
const live = () => !hydrating;
const served = () => false;

/** The render about to start adopts the server's markup (called by the shell's boot). */
export function beginHydration(): void {
  hydrating = true;
}

/**
 * The hydrating render has committed (called from the root's first effect, after every other
 * effect of that commit). Its components render live as a transition: in slices between taps,
 * not as one long task.
 */
export function endHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  const renders = [...waiting];
  waiting.clear();
  startTransition(() => renders.forEach((render) => render()));
}

/**
 * Whether this render may read the browser (window width, storage, loaded modules): false on the
 * server and in the render that hydrates its markup, which must both make the same markup; true in
 * every render after, and in a tree the browser renders on its own (createRoot).
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(subscribe, live, served);
  const [, render] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (hydrated) return undefined;
    // Hydrated without the shell's boot (a test's hydrateRoot): React's own store check renders
    // this component again at once.
    if (!hydrating) return undefined;
    waiting.add(render);
    return () => {
      waiting.delete(render);
    };
  }, [hydrated]);
  return hydrated;
}
