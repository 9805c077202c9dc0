import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopApi } from 'shared-contracts';
import { adminApi } from '../../api';
import { CUSTOMER, httpError, renderPage, resetToasts } from '../../test/render';
import { UsersPage } from '../users/UsersPage';
import { ProductsPage } from '../products/ProductsPage';
import { SellQueuePage } from '../sell-queue/SellQueuePage';

/** Spies on every back-office and lookup call, so a test can prove none was made. */
function spyOnEveryCall() {
  const spies: jest.SpyInstance[] = [];
  for (const group of Object.values(adminApi) as Record<string, unknown>[]) {
    for (const name of Object.keys(group)) {
      spies.push(
        jest
          .spyOn(group as Record<string, () => Promise<unknown>>, name)
          .mockRejectedValue(new Error(`unexpected call ${name}`)),
      );
    }
  }
  for (const name of ['brandLookup', 'categoryLookup', 'colourLookup', 'genderLookup'] as const) {
    spies.push(jest.spyOn(shopApi.catalog, name).mockResolvedValue([]));
  }
  return spies;
}

describe('Admin layout: administrators only', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('refuses a visitor who is not signed in, requests nothing, and offers sign-in', async () => {
    const spies = spyOnEveryCall();
    const user = userEvent.setup();
    const { store } = renderPage(<UsersPage />, { path: '/ShowUsers', user: null });
    expect(screen.getByText('This area is for administrators only.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users List' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(store.getState().ui.loginModal.open).toBe(true);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a signed-in customer (RoleID 2) without any request and without sign-in', () => {
    const spies = spyOnEveryCall();
    renderPage(<ProductsPage />, { path: '/ShowProducts', user: CUSTOMER });
    expect(screen.getByText('This area is for administrators only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('shows the same refusal when the server answers 403', async () => {
    jest.spyOn(adminApi.queue, 'list').mockRejectedValue(httpError(403, 'Administrators only'));
    renderPage(<SellQueuePage />, { path: '/ShowSellQueue' });
    expect(await screen.findByText('This area is for administrators only.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the sidebar with every back-office entry to an administrator', async () => {
    jest.spyOn(adminApi.queue, 'list').mockResolvedValue([]);
    renderPage(<SellQueuePage />, { path: '/ShowSellQueue' });
    const links = [
      ['Details Menu', '/ShowSellQueue'],
      ['Brands List', '/ShowBrands'],
      ['Categories List', '/ShowCategories'],
      ['Colors List', '/ShowColors'],
      ['Genders List', '/ShowGenders'],
      ['Orders List', '/ShowOrders'],
      ['Payouts', '/ShowPayouts'],
      ['Payments', '/ShowPayments'],
      ['Promotions', '/ShowPromotions'],
      ['Mail', '/ShowMail'],
      ['Releases', '/ShowReleases'],
      ['Products List', '/ShowProducts'],
      ['Users List', '/ShowUsers'],
      ['Settings', '/ShowSettings'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const nav = screen.getByRole('navigation', { name: 'Control Panel' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links.map(([name]) => name));
    expect(screen.getByRole('heading', { name: 'Control Panel' })).toBeInTheDocument();
    expect(await screen.findByText('No pending orders')).toBeInTheDocument();
  });
});
