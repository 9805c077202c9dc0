import {
  catalogUrls,
  defineQuery,
  LIMITS,
  listLanguage,
  shopApi,
  type Language,
  type QueryDefinition,
  type Product,
} from 'shared-contracts';

/** Products by id as listed now (Products/getproduct.php?ids=), their names in `language`. */
export interface ListedQuery {
  ids: string;
  language: Language;
}

/** The list query for those ids: only products still listed come back, with stock and prices. */
const listedProductsQuery = ({ ids, language }: ListedQuery) => ({
  ids,
  limit: LIMITS.productListMaxPageSize,
  ...listLanguage(language),
});

/** A call for the products listed now among some ids (the bag's, the favourites'). */
export const defineListedQuery = (
  options: Pick<QueryDefinition<ListedQuery, Product[]>, 'logAs' | 'freshForMs'>,
) =>
  defineQuery({
    url: (listed: ListedQuery) => catalogUrls.products(listedProductsQuery(listed)),
    load: (listed: ListedQuery, signal) =>
      shopApi.catalog.products(listedProductsQuery(listed), { signal }),
    ...options,
  });
