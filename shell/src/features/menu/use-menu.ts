import { useMemo } from 'react';
import { useMenuQuery } from './api/get-menu';
import { orderedGroups, type MenuEntry } from './menu-links';

export interface MenuState {
  status: 'loading' | 'ready' | 'error';
  groups: MenuEntry[];
}

/** The menu groups from Sex/, in menu order (a failure is only logged). */
export function useMenu(): MenuState {
  const menu = useMenuQuery();
  return useMemo(
    () =>
      menu.status === 'success'
        ? { status: 'ready', groups: orderedGroups(menu.data) }
        : { status: menu.status, groups: [] },
    [menu.status, menu.data],
  );
}
