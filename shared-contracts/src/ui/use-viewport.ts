import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../constants/timings';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** The viewport class of a window width: mobile up to 768 px, tablet 769-1024 px, desktop above. */
export function viewportForWidth(width: number): Viewport {
  if (width <= BREAKPOINTS.mobileMax) return 'mobile';
  if (width <= BREAKPOINTS.tabletMax) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The current viewport class, updated on resize. */
export function useViewport(): Viewport {
  return useSyncExternalStore(
    subscribe,
    () => viewportForWidth(window.innerWidth),
    () => 'desktop' as Viewport,
  );
}
