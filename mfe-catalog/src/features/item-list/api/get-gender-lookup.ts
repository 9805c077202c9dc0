import { catalogUrls, defineQuery, shopApi, useQuery } from 'shared-contracts';

/** The gender lookup of the filter checkboxes. */
export const genderLookupQuery = defineQuery({
  url: () => catalogUrls.genderLookup(),
  load: (_: void, signal) => shopApi.catalog.genderLookup({ signal }),
  logAs: 'Error fetching genders:',
});

export const useGenderLookup = () => useQuery(genderLookupQuery, undefined);
