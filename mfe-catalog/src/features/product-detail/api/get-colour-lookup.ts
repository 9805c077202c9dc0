import { catalogUrls, defineQuery, shopApi, useQuery } from 'shared-contracts';

/** Color/getColorLookup.php: the colours a bag line can name. */
export const colourLookupQuery = defineQuery({
  url: () => catalogUrls.colorLookup(),
  load: (_: void, signal) => shopApi.catalog.colorLookup({ signal }),
  logAs: 'Error fetching colors:',
});

export const useColourLookup = (skip: boolean) => useQuery(colourLookupQuery, undefined, { skip });
