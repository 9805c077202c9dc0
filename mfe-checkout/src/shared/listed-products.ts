import { LIMITS, listLanguage, type Language } from 'shared-contracts';

/** Products by id as listed now (Products/getproduct.php?ids=), their names in `language`. */
export interface ListedQuery {
  ids: string;
  language: Language;
}

/** The list query for those ids: only products still listed come back, with stock and prices. */
export const listedProductsQuery = ({ ids, language }: ListedQuery) => ({
  ids,
  limit: LIMITS.productListMaxPageSize,
  ...listLanguage(language),
});
