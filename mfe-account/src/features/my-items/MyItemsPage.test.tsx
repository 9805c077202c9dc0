import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MY_ITEMS_EMPTY, MY_ITEMS_TABS, shopApi, type Product } from 'shared-contracts';
import { renderPage } from '../../test/render';
import { MyItemsPage } from './MyItemsPage';

const product = (overrides: Partial<Product>): Product => ({
  ProductID: 1,
  UserID: 7,
  Status: 'Available',
  Name: 'Rolex Submariner',
  Description: 'Steel, 2019, box and papers',
  ProductionYear: '2026-11-01',
  Price: 42500,
  Quantity: 1,
  OfferPrice: 0,
  BrandID: 1,
  CategoireID: 1,
  SexID: 1,
  Image: '/uploads/a.webp,/uploads/b.webp',
  ...overrides,
});

const page = (route: string) =>
  renderPage(<MyItemsPage />, {
    path: '/userDetails/:category?',
    route,
  });

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(shopApi.catalog, 'products').mockResolvedValue([]);
  jest.spyOn(shopApi.catalog, 'archived').mockResolvedValue([]);
});

describe('My Items', () => {
  it('redirects /userDetails to /userDetails/Available', async () => {
    page('/userDetails');
    expect(screen.getByTestId('location')).toHaveTextContent('/userDetails/Available');
    expect(await screen.findByText('No Available items found.')).toBeInTheDocument();
  });

  it.each(MY_ITEMS_TABS.map((tab) => [tab, MY_ITEMS_EMPTY[tab]]))(
    'shows the empty text of %s',
    async (tab, text) => {
      page(`/userDetails/${tab}`);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    },
  );

  it('lists only the user own items of the tab, asking for the session user items', async () => {
    jest
      .spyOn(shopApi.catalog, 'products')
      .mockResolvedValue([
        product({ ProductID: 1 }),
        product({ ProductID: 2, Name: 'Kelly 28', Status: 'Submitted', Price: 0 }),
        product({ ProductID: 3, Name: 'Not mine', UserID: 99 }),
        product({ ProductID: 4, Name: 'Tank Must', Status: 'OnSale', OfferPrice: 10, Price: 1000 }),
        product({ ProductID: 5, Name: 'Birkin 30', Status: 'SoldOut', Quantity: 0 }),
      ]);
    jest
      .spyOn(shopApi.catalog, 'archived')
      .mockResolvedValue([
        product({ ProductID: 6, Name: 'Old Speedmaster', Status: 'Archived' }),
        product({ ProductID: 8, Name: 'Someone else archived', Status: 'Archived', UserID: 3 }),
      ]);
    const user = userEvent.setup();
    page('/userDetails/Available');

    const row = (await screen.findByText('Rolex Submariner')).closest('details')!;
    expect(shopApi.catalog.products).toHaveBeenCalledWith(
      { UserID: 7, limit: 100 },
      expect.anything(),
    );
    expect(within(row).getByText('42,500 AED')).toBeInTheDocument();
    expect(within(row).getByText('Qty 1')).toBeInTheDocument();
    expect(within(row).getByText('Available')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Rolex Submariner' })).toHaveAttribute(
      'src',
      '/uploads/a-thumb.webp',
    );
    expect(screen.queryByText('Not mine')).not.toBeInTheDocument();
    expect(screen.queryByText('Kelly 28')).not.toBeInTheDocument();

    // Expandable: the description shows once the row is opened.
    expect(row).not.toHaveAttribute('open');
    await user.click(within(row).getByText('Rolex Submariner'));
    expect(row).toHaveAttribute('open');
    expect(within(row).getByText('Steel, 2019, box and papers')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Submitted' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/userDetails/Submitted');
    expect(screen.getByText('Kelly 28')).toBeInTheDocument();
    expect(screen.getByText('Awaiting review')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'OnSale' }));
    expect(screen.getByText('Tank Must')).toBeInTheDocument();
    expect(screen.getByText('900 AED')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sold' }));
    expect(screen.getByText('Birkin 30')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(screen.getByText('Old Speedmaster')).toBeInTheDocument();
    expect(screen.queryByText('Someone else archived')).not.toBeInTheDocument();
  });

  it('only logs a failed fetch and shows the empty text', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(shopApi.catalog, 'products').mockRejectedValue(new Error('offline'));
    page('/userDetails/Available');
    expect(await screen.findByText('No Available items found.')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('opens the login modal when logged out', () => {
    const { store } = renderPage(<MyItemsPage />, {
      path: '/userDetails/:category?',
      route: '/userDetails/Sold',
      user: null,
    });
    expect(store.getState().ui.loginModal.open).toBe(true);
    expect(screen.getByText('Sign in to see your items')).toBeInTheDocument();
    expect(shopApi.catalog.products).not.toHaveBeenCalled();
  });
});
