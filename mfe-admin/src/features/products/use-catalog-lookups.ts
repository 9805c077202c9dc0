import { createContext, useContext, useEffect, useState } from 'react';
import { shopApi, type Brand, type Category, type Color, type Sex } from 'shared-contracts';

export interface CatalogLookups {
  brands: Brand[];
  categories: Category[];
  colors: Color[];
  sexes: Sex[];
}

const EMPTY: CatalogLookups = { brands: [], categories: [], colors: [], sexes: [] };

export const LookupsContext = createContext<CatalogLookups>(EMPTY);
export const useLookups = () => useContext(LookupsContext);

async function listOrEmpty<T>(load: () => Promise<T[]>, what: string): Promise<T[]> {
  try {
    const list = await load();
    return Array.isArray(list) ? list : [];
  } catch (error) {
    // A failed lookup is only logged; its select list stays empty.
    console.error(`Error fetching ${what}:`, error);
    return [];
  }
}

/** Brands, categories, colours and genders for the product table's names and form selects. */
export function useCatalogLookups(): CatalogLookups {
  const [lookups, setLookups] = useState<CatalogLookups>(EMPTY);
  useEffect(() => {
    let live = true;
    Promise.all([
      listOrEmpty(() => shopApi.catalog.brandLookup(), 'brands'),
      listOrEmpty(() => shopApi.catalog.categoryLookup(), 'categories'),
      listOrEmpty(() => shopApi.catalog.colorLookup(), 'colors'),
      listOrEmpty(() => shopApi.catalog.sexLookup(), 'genders'),
    ]).then(([brands, categories, colors, sexes]) => {
      if (live) setLookups({ brands, categories, colors, sexes });
    });
    return () => {
      live = false;
    };
  }, []);
  return lookups;
}

/** The name of an id in a lookup list, or the name the answer carried, or the id itself. */
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
