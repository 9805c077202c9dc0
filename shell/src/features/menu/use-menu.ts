import { useEffect, useState } from 'react';
import { isAbort, shopApi } from 'shared-contracts';
import { orderedGroups, type MenuEntry } from './menu-links';

export interface MenuState {
  status: 'loading' | 'ready' | 'error';
  groups: MenuEntry[];
}

/** Loads the menu groups from Sex/ once; a failure is only logged. */
export function useMenu(): MenuState {
  const [state, setState] = useState<MenuState>({ status: 'loading', groups: [] });
  useEffect(() => {
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
  }, []);
  return state;
}
