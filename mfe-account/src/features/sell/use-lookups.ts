import { useEffect, useState } from 'react';
import {
  colorIdOf,
  shopApi,
  type Brand,
  type Category,
  type Color,
  type Sex,
} from 'shared-contracts';

export interface Option {
  value: string;
  label: string;
}

export interface SellLookups {
  categories: Option[];
  brands: Option[];
  genders: Option[];
  colours: Option[];
  loading: boolean;
}

const EMPTY: SellLookups = { categories: [], brands: [], genders: [], colours: [], loading: true };

function logged<T>(label: string) {
  return (error: unknown): T[] => {
    // A failed lookup is only logged; its select list stays empty.
    console.error(label, error);
    return [];
  };
}

/** The four select lists of the sell form, loaded once. */
export function useSellLookups(enabled: boolean): SellLookups {
  const [lookups, setLookups] = useState<SellLookups>(EMPTY);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    Promise.all([
      shopApi.catalog.categoryLookup().catch(logged<Category>('Error fetching categories:')),
      shopApi.catalog.brandLookup().catch(logged<Brand>('Error fetching brands:')),
      shopApi.catalog.sexLookup().catch(logged<Sex>('Error fetching genders:')),
      shopApi.catalog.colorLookup().catch(logged<Color>('Error fetching colours:')),
    ]).then(([categories, brands, genders, colours]) => {
      if (!active) return;
      setLookups({
        categories: categories.map((c) => ({ value: String(c.CategoireID), label: c.Name })),
        brands: brands.map((b) => ({ value: String(b.BrandID), label: b.Name })),
        genders: genders.map((g) => ({ value: String(g.SexID), label: g.Name })),
        colours: colours.map((c) => ({
          value: String(colorIdOf(c as { Color_ID?: number; ColorID?: number }) ?? ''),
          label: c.Name,
        })),
        loading: false,
      });
    });
    return () => {
      active = false;
    };
  }, [enabled]);
  return lookups;
}
