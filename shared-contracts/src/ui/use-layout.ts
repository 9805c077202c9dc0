import { createContext, useContext, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../constants/timings';

export type Layout = 'mobile' | 'tablet' | 'desktop';

/** The layout for a window width: mobile up to 768 px, tablet 769-1024 px, desktop above. */
export function layoutForWidth(width: number): Layout {
  if (width <= BREAKPOINTS.mobileMax) return 'mobile';
  if (width <= BREAKPOINTS.tabletMax) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Forces a layout for a subtree: the shell's build renders its static first-paint frame once per
 * layout (each shown by a media query), where no window width is known.
 */
export const LayoutOverride = createContext<Layout | null>(null);

/** The current layout, updated on resize. */
export function useLayout(): Layout {
  const forced = useContext(LayoutOverride);
  const live = useSyncExternalStore(
    subscribe,
    () => layoutForWidth(window.innerWidth),
    () => 'desktop' as Layout,
  );
  return forced ?? live;
}
