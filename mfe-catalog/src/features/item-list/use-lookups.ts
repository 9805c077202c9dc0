import { useEffect, useState } from 'react';
import { shopApi, type Brand, type Category, type Sex } from 'shared-contracts';

export interface FilterOption {
  id: number;
  name: string;
}

export interface Lookups {
  loading: boolean;
  category: FilterOption[];
  brand: FilterOption[];
  sex: FilterOption[];
}

/** Category, brand and gender lookups for the filter checkboxes. Failures are only logged. */
export function useLookups(): Lookups {
  const [lookups, setLookups] = useState<Lookups>({
    loading: true,
    category: [],
    brand: [],
    sex: [],
  });
  useEffect(() => {
    let active = true;
    const settle = <T>(promise: Promise<T[]>, label: string) =>
      promise.catch((error: unknown) => {
        console.error(label, error);
        return [] as T[];
      });
    void Promise.all([
      settle<Category>(shopApi.catalog.categoryLookup(), 'Error fetching categories:'),
      settle<Brand>(shopApi.catalog.brandLookup(), 'Error fetching brands:'),
      settle<Sex>(shopApi.catalog.sexLookup(), 'Error fetching genders:'),
    ]).then(([categories, brands, sexes]) => {
      if (!active) return;
      setLookups({
        loading: false,
        category: categories.map((c) => ({ id: c.CategoireID, name: c.Name })),
        brand: brands.map((b) => ({ id: b.BrandID, name: b.Name })),
        sex: sexes.map((s) => ({ id: s.SexID, name: s.Name })),
      });
    });
    return () => {
      active = false;
    };
  }, []);
  return lookups;
}
