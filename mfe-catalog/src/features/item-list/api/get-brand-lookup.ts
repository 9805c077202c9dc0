import { catalogUrls, defineQuery, shopApi, useQuery } from 'shared-contracts';

/** The brand lookup of the filter checkboxes. */
export const brandLookupQuery = defineQuery({
  url: () => catalogUrls.brandLookup(),
  load: (_: void, signal) => shopApi.catalog.brandLookup({ signal }),
  logAs: 'Error fetching brands:',
});

export const useBrandLookup = () => useQuery(brandLookupQuery, undefined);
