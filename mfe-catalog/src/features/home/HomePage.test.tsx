import { screen, waitFor, within } from '@testing-library/react';
import { ERRORS, shopApi, TEXT } from 'shared-contracts';
import { brands, categories, makeProduct } from '../../shared/fixtures';
import { renderWithStore } from '../../shared/test-utils';
import { HomePage } from './HomePage';
import { SALE_ENDED_TEXT } from './SaleBanner';
import { resetSaleEndCache } from './sale-end';

describe('HomePage', () => {
  beforeEach(() => {
    resetSaleEndCache();
    jest.spyOn(shopApi.catalog, 'categories').mockResolvedValue(categories);
    jest.spyOn(shopApi.catalog, 'brands').mockResolvedValue(brands);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the hero, sale banner, category and brand tiles, new arrivals and reassurance', async () => {
    jest
      .spyOn(shopApi.catalog, 'newArrivals')
      .mockResolvedValue([
        makeProduct({ ProductID: 5, Name: 'Birkin 30' }),
        makeProduct({ ProductID: 6, Name: 'Tank Louis' }),
      ]);
    renderWithStore(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: TEXT.heroTitle })).toBeInTheDocument();
    expect(screen.getByText(TEXT.saleTitle)).toBeInTheDocument();

    const watches = await screen.findByRole('link', { name: 'Watches' });
    expect(watches).toHaveAttribute('href', '/Items?category=1');
    expect(screen.getByRole('link', { name: 'Patek Philippe' })).toHaveAttribute(
      'href',
      '/Items?brand=2',
    );

    const arrivals = screen.getByRole('region', { name: 'New Arrivals' });
    expect(await within(arrivals).findByText('Birkin 30')).toBeInTheDocument();
    expect(within(arrivals).getByText('Tank Louis')).toBeInTheDocument();

    expect(screen.getByText(/installment options/)).toBeInTheDocument();
    expect(screen.getByText(/25,000\+ creations/)).toBeInTheDocument();
    expect(screen.getByText(/money back if the item is not as seen/)).toBeInTheDocument();
    expect(screen.getByText('Unique Luxury Pieces')).toBeInTheDocument();
  });

  it("shows 'Failed to load new arrivals.' when new arrivals fail, and logs it", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(shopApi.catalog, 'newArrivals').mockRejectedValue(new Error('boom'));
    renderWithStore(<HomePage />);
    expect(await screen.findByText(ERRORS.newArrivals)).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    // The rest of the page still works.
    expect(await screen.findByRole('link', { name: 'Watches' })).toBeInTheDocument();
  });

  it('counts down to saleEndsAt from /remotes.json when configured, else says the sale ended', async () => {
    jest.spyOn(shopApi.catalog, 'newArrivals').mockResolvedValue([]);
    const original = global.fetch;
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ remotes: {}, saleEndsAt: '2099-12-31T23:59:59+04:00' }),
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      renderWithStore(<HomePage />);
      // The spec default (2024-12-31) has passed...
      expect(screen.getByText(SALE_ENDED_TEXT)).toBeInTheDocument();
      // ...but the configured end is in the future.
      await waitFor(() => expect(screen.queryByText(SALE_ENDED_TEXT)).not.toBeInTheDocument());
      expect(Number(screen.getByTestId('countdown-days').textContent)).toBeGreaterThan(1000);
      expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
    } finally {
      global.fetch = original;
    }
  });
});
