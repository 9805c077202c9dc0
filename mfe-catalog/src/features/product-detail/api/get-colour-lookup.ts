import { catalogUrls, defineQuery, shopApi, useQuery } from 'shared-contracts';

/** Color/getColorLookup.php: the colours a bag line can name. */
export const colourLookupQuery = defineQuery({
  url: () => catalogUrls.colourLookup(),
  load: (_: void, signal) => shopApi.catalog.colourLookup({ signal }),
  logAs: 'Error fetching colours:',
});

export const useColourLookup = (skip: boolean) => useQuery(colourLookupQuery, undefined, { skip });
