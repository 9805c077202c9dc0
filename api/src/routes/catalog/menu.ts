import type { Lookups } from '../../db/lookup-cache';
import { ALL_DROPDOWN_KEY, type Menu } from '../../contracts';

/**
 * The Sex/ menu, derived from categories and genders: 'allDropdown' with one section listing
 * every gender (-> /Items?sex={id}), then one group per category keyed by its CategoireID whose
 * items are the genders (-> /Items?category={CategoireID}&sex={id}). Texts made from a name carry
 * its Arabic (titleAr, headerAr, nameAr; null when none is set), and the menu's own words have
 * theirs.
 */
export function buildMenu({ categories, genders }: Lookups): Menu {
  const items = genders.rows.map((gender) => ({
    id: gender.id,
    name: gender.name,
    nameAr: gender.nameAr,
  }));
  const menu: Menu = {
    [ALL_DROPDOWN_KEY]: {
      title: 'All',
      titleAr: 'الكل',
      sections: [{ header: 'Shop by gender', headerAr: 'تسوّق حسب الفئة', link: '/Items', items }],
    },
  };
  for (const category of categories.rows) {
    menu[String(category.id)] = {
      title: category.name,
      titleAr: category.nameAr,
      sections: [
        {
          header: category.name,
          headerAr: category.nameAr,
          link: `/Items?category=${category.id}`,
          items,
        },
      ],
    };
  }
  return menu;
}
