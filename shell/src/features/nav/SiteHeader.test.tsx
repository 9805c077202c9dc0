import { screen, within } from '@testing-library/react';
import { orderedGroups } from '../menu/menu-links';
import type { MenuState } from '../menu/use-menu';
import { menuFixture } from '../testing/fixtures';
import { hydrateShell, servedPage, setWindowWidth } from '../testing/render';
import { SiteHeader } from './SiteHeader';

const menu: MenuState = { status: 'ready', groups: orderedGroups(menuFixture) };

// Before hydration every layout is hidden here: jsdom applies none of the media queries.
const all = { hidden: true };

afterEach(() => setWindowWidth(1024));

describe('SiteHeader as the server renders it', () => {
  it('has the three layouts, for CSS to show the one that fits', () => {
    const page = servedPage(<SiteHeader menu={menu} />);
    const header = within(page).getByRole('banner');
    expect(header).toHaveAttribute('data-viewport', 'all');
    // Phone: the hamburger; desktop: the menu strip; every layout: the bag.
    expect(within(header).getByRole('button', { name: 'Open menu', ...all })).toBeInTheDocument();
    expect(
      within(header).getByRole('navigation', { name: 'Shop by department', ...all }),
    ).toBeInTheDocument();
    expect(within(header).getAllByRole('link', { name: 'Bag', ...all })).toHaveLength(3);
    page.remove();
  });
});

describe('SiteHeader hydrating the server markup', () => {
  it.each([
    [375, 'mobile'],
    [900, 'tablet'],
    [1440, 'desktop'],
  ] as const)('at %i px keeps the %s layout as painted and drops the others', (width, viewport) => {
    setWindowWidth(width);
    const page = servedPage(<SiteHeader menu={menu} />);
    const paintedBags = within(page).getAllByRole('link', { name: 'Bag', ...all });
    const { mismatches } = hydrateShell(<SiteHeader menu={menu} />, page);
    expect(mismatches).toEqual([]);

    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-viewport', viewport);
    const bag = within(header).getByRole('link', { name: 'Bag' });
    expect(bag).toBeVisible();
    // The element the server sent, adopted rather than made again; the other two are gone.
    expect(paintedBags).toContain(bag);
    expect(within(header).getAllByRole('link', { name: 'Bag', ...all })).toHaveLength(1);
    const hamburger = within(header).queryByRole('button', { name: 'Open menu' });
    const strip = within(header).queryByRole('navigation', { name: 'Shop by department' });
    expect([hamburger !== null, strip !== null]).toEqual([
      viewport === 'mobile',
      viewport === 'desktop',
    ]);
  });
});
