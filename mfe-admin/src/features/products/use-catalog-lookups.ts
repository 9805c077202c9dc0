import { createContext, useContext, useMemo } from 'react';
import type { Brand, Category, Colour, Gender } from 'shared-contracts';
import { useLookupLists } from 'shared-contracts/queries';

export interface CatalogLookups {
  brands: Brand[];
  categories: Category[];
  colours: Colour[];
  genders: Gender[];
}

const EMPTY: CatalogLookups = { brands: [], categories: [], colours: [], genders: [] };

export const LookupsContext = createContext<CatalogLookups>(EMPTY);
export const useLookups = () => useContext(LookupsContext);

const LABELS = {
  brands: 'Error fetching brands:',
  categories: 'Error fetching categories:',
  colours: 'Error fetching colours:',
  genders: 'Error fetching genders:',
};

/** Brands, categories, colours and genders for the product table's names and form selects. */
export function useCatalogLookups(): CatalogLookups {
  const { brands, categories, colours, genders } = useLookupLists(LABELS);
  return useMemo(
    () => ({ brands, categories, colours, genders: genders }),
    [brands, categories, colours, genders],
  );
}

/** The name of an id in a lookup list, or the name the response carried, or the id itself. */
export function nameIn<T extends { Name: string }>(
  list: T[],
  idOf: (item: T) => number,
  id: number | undefined | null,
  carried?: string,
): string {
  if (carried) return carried;
  if (id === undefined || id === null) return '—';
  return list.find((item) => idOf(item) === Number(id))?.Name ?? `#${id}`;
}
