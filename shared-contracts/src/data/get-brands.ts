import { catalogUrls, shopApi } from '../api/client';
import { ERRORS } from '../constants/messages';
import { defineQuery } from './query-definition';
import { useQuery } from './use-query';

/** Brand/: every brand (the footer's Top Brands, the home page's brand tiles). */
export const brandsQuery = defineQuery({
  url: () => catalogUrls.brands(),
  load: (_: void, signal) => shopApi.catalog.brands({ signal }),
  logAs: ERRORS.footerBrands,
});

export const useBrands = () => useQuery(brandsQuery, undefined);
