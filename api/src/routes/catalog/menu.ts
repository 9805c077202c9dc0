import type { Lookups } from '../../db/lookup-cache';
import { ALL_DROPDOWN_KEY, type Menu } from '../../contracts';

/**
 * The Sex/ menu, derived from categories and genders: 'allDropdown' with one section listing
 * every gender (-> /Items?sex={id}), then one group per category keyed by its CategoireID whose
 * items are the genders (-> /Items?category={CategoireID}&sex={id}).
 */
export function buildMenu({ categories, genders }: Lookups): Menu {
  const items = genders.rows.map((gender) => ({ id: gender.id, name: gender.name }));
  const menu: Menu = {
    [ALL_DROPDOWN_KEY]: {
      title: 'All',
      sections: [{ header: 'Shop by gender', link: '/Items', items }],
    },
  };
  for (const category of categories.rows) {
    menu[String(category.id)] = {
      title: category.name,
      sections: [{ header: category.name, link: `/Items?category=${category.id}`, items }],
    };
  }
  return menu;
}
