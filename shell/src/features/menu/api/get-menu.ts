import { catalogUrls, defineQuery, shopApi, useQuery } from 'shared-contracts';

/** Sex/: the menu's gender groups with their categories. */
export const menuQuery = defineQuery({
  url: () => catalogUrls.menu(),
  load: (_: void, signal) => shopApi.catalog.menu({ signal }),
  logAs: 'Error fetching menu:',
});

export const useMenuQuery = () => useQuery(menuQuery, undefined);
