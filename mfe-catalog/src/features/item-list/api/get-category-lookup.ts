import { catalogUrls, defineQuery, shopApi, useQuery } from 'shared-contracts';

/** The category lookup of the filter checkboxes. */
export const categoryLookupQuery = defineQuery({
  url: () => catalogUrls.categoryLookup(),
  load: (_: void, signal) => shopApi.catalog.categoryLookup({ signal }),
  logAs: 'Error fetching categories:',
});

export const useCategoryLookup = () => useQuery(categoryLookupQuery, undefined);
