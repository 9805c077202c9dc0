import { useMemo } from 'react';
import type { QueryState } from 'shared-contracts';
import { useBrandLookup } from './api/get-brand-lookup';
import { useCategoryLookup } from './api/get-category-lookup';
import { useGenderLookup } from './api/get-gender-lookup';

export interface FilterOption {
  id: number;
  name: string;
  /** The Arabic name, when the lookup has one (see localName). */
  nameAr?: string | null;
}

export interface Lookups {
  loading: boolean;
  category: FilterOption[];
  brand: FilterOption[];
  gender: FilterOption[];
}

/** The options of one lookup: its answer, else none (a failure is only logged). */
function optionsOf<T>(state: QueryState<T[]>, option: (item: T) => FilterOption): FilterOption[] {
  return state.status === 'success' && Array.isArray(state.data) ? state.data.map(option) : [];
}

/**
 * Category, brand and gender lookups for the filter checkboxes (gender's filter keeps the URL's
 * name, sex). A lookup that fails shows no options.
 */
export function useLookups(): Lookups {
  const categories = useCategoryLookup();
  const brands = useBrandLookup();
  const genders = useGenderLookup();
  return useMemo(
    () => ({
      loading: [categories, brands, genders].some((state) => state.status === 'loading'),
      category: optionsOf(categories, (c) => ({
        id: c.CategoireID,
        name: c.Name,
        nameAr: c.NameAr,
      })),
      brand: optionsOf(brands, (b) => ({ id: b.BrandID, name: b.Name, nameAr: b.NameAr })),
      gender: optionsOf(genders, (g) => ({ id: g.SexID, name: g.Name, nameAr: g.NameAr })),
    }),
    // The states are new objects each render; their answers are what the lists are made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [categories.status, categories.data, brands.status, brands.data, genders.status, genders.data],
  );
}
