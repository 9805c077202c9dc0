import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { TEXT } from 'shared-contracts';
import { menuFixture } from '../testing/fixtures';
import { renderShell } from '../testing/render';
import { orderedGroups } from './menu-links';
import { MenuStrip } from './MenuStrip';
import type { MenuState } from './use-menu';

const ready: MenuState = { status: 'ready', groups: orderedGroups(menuFixture) };

function renderStrip(menu: MenuState = ready, route = '/') {
  return renderShell(
    <>
      <MenuStrip menu={menu} />
      <p>Page body</p>
      <Link to="/cart">Go to bag</Link>
      <Link to="/Items?brand=1">Go to items</Link>
    </>,
    { route },
  );
}

const group = (name: string) => screen.getByRole('button', { name });

afterEach(() => jest.useRealTimers());

describe('MenuStrip', () => {
  it("shows 'Loading...' while the menu loads", () => {
    renderStrip({ status: 'loading', groups: [] });
    expect(screen.getByText(TEXT.menuLoading)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SELL NOW' })).toBeInTheDocument();
  });

  it('shows only SELL NOW when the menu failed', () => {
    renderStrip({ status: 'error', groups: [] });
    expect(screen.queryByText(TEXT.menuLoading)).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('opens a group on hover, one at a time, with its links', () => {
    renderStrip();
    expect(screen.queryByRole('link', { name: 'Women' })).toBeNull();

    fireEvent.mouseEnter(group('All'));
    expect(group('All')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/Items?sex=2');
    expect(screen.getByRole('link', { name: 'Unisex' })).toHaveAttribute('href', '/Items?sex=3');

    fireEvent.mouseEnter(group('Watches'));
    expect(screen.queryByRole('link', { name: 'Women' })).toBeNull();
    expect(group('All')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: "Men's Watches" })).toHaveAttribute(
      'href',
      '/Items?category=1&sex=1',
    );
    expect(screen.getByRole('link', { name: 'Watches by gender' })).toHaveAttribute(
      'href',
      '/Items?category=1',
    );
    expect(screen.queryAllByRole('link', { name: /Bags/ })).toHaveLength(0);
  });

  it('closes on a click outside it and on Escape', async () => {
    const user = userEvent.setup();
    renderStrip();
    fireEvent.mouseEnter(group('Bags'));
    expect(screen.getByRole('link', { name: "Women's Bags" })).toBeInTheDocument();
    await user.click(screen.getByText('Page body'));
    expect(screen.queryByRole('link', { name: "Women's Bags" })).toBeNull();

    await user.click(group('Bags'));
    expect(screen.getByRole('link', { name: "Women's Bags" })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: "Women's Bags" })).toBeNull();
  });

  it('stays open while the pointer moves into the panel, closes shortly after leaving', () => {
    jest.useFakeTimers();
    renderStrip();
    fireEvent.mouseEnter(group('All'));
    fireEvent.mouseLeave(group('All').parentElement!);
    fireEvent.mouseEnter(group('All').parentElement!);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('link', { name: 'Men' })).toBeInTheDocument();
    fireEvent.mouseLeave(group('All').parentElement!);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('link', { name: 'Men' })).toBeNull();
  });

  it('navigates from an entry and closes when leaving /items', async () => {
    const user = userEvent.setup();
    renderStrip(ready, '/Items');
    await user.click(group('Watches'));
    await user.click(screen.getByRole('link', { name: "Women's Watches" }));
    expect(screen.getByTestId('location')).toHaveTextContent('/Items?category=1&sex=2');

    // Open again on /items: it stays open while the path stays /items…
    fireEvent.mouseEnter(group('All'));
    fireEvent.click(screen.getByRole('link', { name: 'Go to items' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/Items?brand=1');
    expect(screen.getByRole('link', { name: 'Men' })).toBeInTheDocument();
    // …and closes when the shopper leaves /items.
    fireEvent.click(screen.getByRole('link', { name: 'Go to bag' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(screen.queryByRole('link', { name: 'Men' })).toBeNull();
  });
});
