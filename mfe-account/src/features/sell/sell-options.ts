import { CONDITIONS, colourIdOf, localName, type Colour, type Language } from 'shared-contracts';
import type { LookupLists } from 'shared-contracts/queries';
import { textOf, type AccountText } from '../../i18n/messages';

export interface Option {
  value: string;
  label: string;
}

/** The labels a failed lookup is logged with; its select list stays empty. */
export const SELL_LOOKUP_LABELS = {
  categories: 'Error fetching categories:',
  brands: 'Error fetching brands:',
  genders: 'Error fetching genders:',
  colours: 'Error fetching colours:',
};

/** The four select lists of the sell form, from the shared lookups, named in `language`. */
export function sellOptionsOf(lists: LookupLists, language: Language) {
  const name = (item: { Name: string; NameAr?: string | null }) =>
    localName(item.Name, item.NameAr, language);
  return {
    categories: lists.categories.map((c) => ({ value: String(c.CategoireID), label: name(c) })),
    brands: lists.brands.map((b) => ({ value: String(b.BrandID), label: name(b) })),
    genders: lists.genders.map((g) => ({ value: String(g.SexID), label: name(g) })),
    colours: lists.colours.map((c: Colour) => ({
      value: String(colourIdOf(c as { Color_ID?: number; ColorID?: number }) ?? ''),
      label: name(c),
    })),
    loading: lists.loading,
  };
}

/** The Condition select: the shared CONDITIONS, best first, named by id in the active language. */
export function conditionOptions(t: AccountText): Option[] {
  return CONDITIONS.map((condition) => ({
    value: String(condition.id),
    label: textOf(t, 'condition', condition.id),
  }));
}
