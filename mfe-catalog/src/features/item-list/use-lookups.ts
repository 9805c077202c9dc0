import { useEffect, useState } from 'react';
import {
  catalogUrls,
  firstPaintData,
  shopApi,
  type Brand,
  type Category,
  type Gender,
} from 'shared-contracts';
import { sameJson } from '../../shared/same-json';

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
  sex: FilterOption[];
}

function lookupsOf(categories: Category[], brands: Brand[], genders: Gender[]): Lookups {
  return {
    loading: false,
    category: categories.map((c) => ({ id: c.CategoireID, name: c.Name, nameAr: c.NameAr })),
    brand: brands.map((b) => ({ id: b.BrandID, name: b.Name, nameAr: b.NameAr })),
    sex: genders.map((s) => ({ id: s.SexID, name: s.Name, nameAr: s.NameAr })),
  };
}

/** The lookups from a server-rendered first paint, if the page was served with all three. */
function firstPaintLookups(): Lookups | undefined {
  const categories = firstPaintData<Category[]>(catalogUrls.categoryLookup());
  const brands = firstPaintData<Brand[]>(catalogUrls.brandLookup());
  const genders = firstPaintData<Gender[]>(catalogUrls.genderLookup());
  if (!Array.isArray(categories) || !Array.isArray(brands) || !Array.isArray(genders)) {
    return undefined;
  }
  return lookupsOf(categories, brands, genders);
}

/**
 * Category, brand and gender lookups for the filter checkboxes. Failures are only logged: a
 * lookup that fails shows no options, or keeps those the page came with (first paint).
 */
export function useLookups(): Lookups {
  const [lookups, setLookups] = useState<Lookups>(
    () => firstPaintLookups() ?? { loading: true, category: [], brand: [], sex: [] },
  );
  useEffect(() => {
    let active = true;
    const settle = <T>(promise: Promise<T[]>, label: string) =>
      promise.catch((error: unknown) => {
        console.error(label, error);
        return undefined;
      });
    void Promise.all([
      settle<Category>(shopApi.catalog.categoryLookup(), 'Error fetching categories:'),
      settle<Brand>(shopApi.catalog.brandLookup(), 'Error fetching brands:'),
      settle<Gender>(shopApi.catalog.genderLookup(), 'Error fetching genders:'),
    ]).then(([categories, brands, genders]) => {
      if (!active) return;
      setLookups((previous) => {
        const fetched = lookupsOf(categories ?? [], brands ?? [], genders ?? []);
        const next: Lookups = {
          loading: false,
          category: categories ? fetched.category : previous.category,
          brand: brands ? fetched.brand : previous.brand,
          sex: genders ? fetched.sex : previous.sex,
        };
        // Lookups from the first paint stay as they are when the api says the same.
        return sameJson(previous, next) ? previous : next;
      });
    });
    return () => {
      active = false;
    };
  }, []);
  return lookups;
}
