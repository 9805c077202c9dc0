import { catalogUrls, shopApi } from '../api/client';
import { ERRORS } from '../constants/messages';
import { defineQuery } from './query-definition';
import { useQuery } from './use-query';

/** Categoire/: every category (the footer's Top Categories, the home page's tiles). */
export const categoriesQuery = defineQuery({
  url: () => catalogUrls.categories(),
  load: (_: void, signal) => shopApi.catalog.categories({ signal }),
  logAs: ERRORS.footerCategories,
});

export const useCategories = () => useQuery(categoriesQuery, undefined);
