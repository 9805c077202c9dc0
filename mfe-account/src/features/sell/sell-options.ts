import { CONDITIONS, colorIdOf, type Color } from 'shared-contracts';
import type { LookupLists } from 'shared-contracts/src/queries';

export interface Option {
  value: string;
  label: string;
}

/** The labels a failed lookup is logged with; its select list stays empty. */
export const SELL_LOOKUP_LABELS = {
  categories: 'Error fetching categories:',
  brands: 'Error fetching brands:',
  genders: 'Error fetching genders:',
  colors: 'Error fetching colours:',
};

/** The four select lists of the sell form, from the shared lookups. */
export function sellOptionsOf(lists: LookupLists) {
  return {
    categories: lists.categories.map((c) => ({ value: String(c.CategoireID), label: c.Name })),
    brands: lists.brands.map((b) => ({ value: String(b.BrandID), label: b.Name })),
    genders: lists.genders.map((g) => ({ value: String(g.SexID), label: g.Name })),
    colors: lists.colors.map((c: Color) => ({
      value: String(colorIdOf(c as { Color_ID?: number; ColorID?: number }) ?? ''),
      label: c.Name,
    })),
    loading: lists.loading,
  };
}

/** The Condition select: the shared CONDITIONS, best first. */
export const CONDITION_OPTIONS: Option[] = CONDITIONS.map((condition) => ({
  value: String(condition.id),
  label: condition.label,
}));
