import { ALL_DROPDOWN_KEY, type Menu, type MenuGroup } from 'shared-contracts';

export type MenuEntry = [key: string, group: MenuGroup];

/**
 * Where a menu entry leads: the 'allDropdown' menu filters by gender alone, every other menu is
 * keyed by a CategoireID and filters by category and gender.
 */
export function menuItemLink(menuKey: string, genderId: number): string {
  if (menuKey === ALL_DROPDOWN_KEY) return `/Items?sex=${genderId}`;
  return `/Items?category=${encodeURIComponent(menuKey)}&sex=${genderId}`;
}

function isGroup(value: unknown): value is MenuGroup {
  if (typeof value !== 'object' || value === null) return false;
  const group = value as Partial<MenuGroup>;
  return typeof group.title === 'string' && Array.isArray(group.sections);
}

/**
 * The groups of the Sex/ answer in display order: 'allDropdown' first, then the others in the
 * server's order (numeric keys would otherwise jump ahead in a plain object walk). Malformed
 * entries are skipped rather than breaking the navigation.
 */
export function orderedGroups(menu: Menu | null | undefined): MenuEntry[] {
  if (!menu || typeof menu !== 'object') return [];
  const entries = Object.entries(menu).filter((entry): entry is MenuEntry => isGroup(entry[1]));
  const all = entries.filter(([key]) => key === ALL_DROPDOWN_KEY);
  const rest = entries.filter(([key]) => key !== ALL_DROPDOWN_KEY);
  return [...all, ...rest].map(([key, group]) => [
    key,
    {
      ...group,
      sections: group.sections.filter(
        (section) => section && typeof section === 'object' && Array.isArray(section.items),
      ),
    },
  ]);
}

/** A section header links only when the server gave an in-app path for it. */
export function sectionHref(link: unknown): string | null {
  return typeof link === 'string' && link.startsWith('/') ? link : null;
}

/** True on the item list, where an open dropdown may stay open. */
export function isItemsPath(pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, '') === '/items';
}
