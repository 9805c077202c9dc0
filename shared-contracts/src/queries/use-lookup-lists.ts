import { useMemo } from 'react';
import type { Brand, Category, Colour, Gender } from 'shared-contracts';
import { useLoggedError } from './use-logged-error';
import {
  LOOKUP_OPTIONS,
  useBrandLookupQuery,
  useCategoryLookupQuery,
  useColourLookupQuery,
  useGenderLookupQuery,
} from './lookups';

export type LookupName = 'brands' | 'categories' | 'colours' | 'genders';

export interface LookupLists {
  brands: Brand[];
  categories: Category[];
  colours: Colour[];
  genders: Gender[];
  /** True until all four have answered or failed. */
  loading: boolean;
}

const NONE: never[] = [];

/** A lookup's list; a failure is only logged (with the screen's label) and leaves it empty. */
function useList<T>(result: { data?: T[]; error?: unknown; isLoading: boolean }, label: string) {
  useLoggedError(result.error, label);
  return { list: result.data ?? NONE, loading: result.isLoading };
}

/**
 * Brands, categories, colours and genders from the shared cache: loaded once for every screen
 * that shows them and refreshed only when one of them is saved or deleted.
 */
export function useLookupLists(labels: Record<LookupName, string>, skip = false): LookupLists {
  const options = { ...LOOKUP_OPTIONS, skip };
  const brands = useList<Brand>(useBrandLookupQuery(undefined, options), labels.brands);
  const categories = useList<Category>(
    useCategoryLookupQuery(undefined, options),
    labels.categories,
  );
  const colours = useList<Colour>(useColourLookupQuery(undefined, options), labels.colours);
  const genders = useList<Gender>(useGenderLookupQuery(undefined, options), labels.genders);
  const loading = skip || [brands, categories, colours, genders].some((l) => l.loading);
  return useMemo(
    () => ({
      brands: brands.list,
      categories: categories.list,
      colours: colours.list,
      genders: genders.list,
      loading,
    }),
    [brands.list, categories.list, colours.list, genders.list, loading],
  );
}
