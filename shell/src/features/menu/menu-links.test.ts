import { isItemsPath, menuItemLink, orderedGroups, sectionHref } from './menu-links';
import { menuFixture } from '../testing/fixtures';

describe('menu links', () => {
  it("links the 'allDropdown' menu by gender only", () => {
    expect(menuItemLink('allDropdown', 2)).toBe('/Items?sex=2');
  });

  it('links other menus by their key as category and the item as gender', () => {
    expect(menuItemLink('4', 1)).toBe('/Items?category=4&sex=1');
  });

  it("orders 'allDropdown' first, then the server's order, skipping malformed groups", () => {
    const groups = orderedGroups({
      ...menuFixture,
      broken: { nope: true } as never,
    });
    expect(groups.map(([key]) => key)).toEqual(['allDropdown', '1', '2']);
    expect(orderedGroups(null)).toEqual([]);
  });

  it('links a section header only for an in-app path', () => {
    expect(sectionHref('/Items?category=1')).toBe('/Items?category=1');
    expect(sectionHref('https://example.com')).toBeNull();
    expect(sectionHref('')).toBeNull();
  });

  it('knows the item list path in either case', () => {
    expect(isItemsPath('/Items')).toBe(true);
    expect(isItemsPath('/items/')).toBe(true);
    expect(isItemsPath('/Items/4')).toBe(false);
    expect(isItemsPath('/cart')).toBe(false);
  });
});
