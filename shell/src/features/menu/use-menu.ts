import { useEffect, useState } from 'react';
import { catalogUrls, firstPaintData, isAbort, shopApi, type Menu } from 'shared-contracts';
import { orderedGroups, type MenuEntry } from './menu-links';

export interface MenuState {
  status: 'loading' | 'ready' | 'error';
  groups: MenuEntry[];
}

/**
 * The menu groups from Sex/: the answer the page came with (server render, hydration), else
 * loaded once; a failure is only logged.
 */
export function useMenu(): MenuState {
  const [painted] = useState(() => firstPaintData<Menu>(catalogUrls.menu()));
  const [state, setState] = useState<MenuState>(() =>
    painted === undefined
      ? { status: 'loading', groups: [] }
      : { status: 'ready', groups: orderedGroups(painted) },
  );
  useEffect(() => {
    if (painted !== undefined) return;
    const controller = new AbortController();
    shopApi.catalog
      .menu({ signal: controller.signal })
      .then((menu) => setState({ status: 'ready', groups: orderedGroups(menu) }))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        console.error('Error fetching menu:', error);
        setState({ status: 'error', groups: [] });
      });
    return () => controller.abort();
  }, [painted]);
  return state;
}
