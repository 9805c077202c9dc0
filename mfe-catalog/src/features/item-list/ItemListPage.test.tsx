import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { LIMITS, shopApi, TEXT } from 'shared-contracts';
import { brands, categories, makeProduct, genders } from '../../shared/fixtures';
import { renderWithStore } from '../../shared/test-utils';
import { ItemListPage } from './ItemListPage';

let navigateRef: ReturnType<typeof useNavigate> | null = null;
function NavigateProbe() {
  navigateRef = useNavigate();
  return null;
}

function renderList(route = '/Items') {
  return renderWithStore(
    <>
      <NavigateProbe />
      <ItemListPage />
    </>,
    { route, path: '/Items' },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('ItemListPage', () => {
  let products: jest.SpyInstance;

  beforeEach(() => {
    jest.spyOn(shopApi.catalog, 'categoryLookup').mockResolvedValue(categories);
    jest.spyOn(shopApi.catalog, 'brandLookup').mockResolvedValue(brands);
    jest.spyOn(shopApi.catalog, 'genderLookup').mockResolvedValue(genders);
    products = jest.spyOn(shopApi.catalog, 'products').mockImplementation(async (query = {}) => {
      if (query.brand === '1') return [makeProduct({ ProductID: 1, Name: 'Daytona' })];
      if (query.brand === '1,3') {
        return [
          makeProduct({ ProductID: 1, Name: 'Daytona' }),
          makeProduct({ ProductID: 3, Name: 'Santos' }),
        ];
      }
      if (query.brand || query.category || query.sex) return [];
      return [
        makeProduct({ ProductID: 1, Name: 'Daytona' }),
        makeProduct({ ProductID: 2, Name: 'Nautilus' }),
        makeProduct({ ProductID: 3, Name: 'Santos' }),
      ];
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the breadcrumb Home > What's New, the title and every product", async () => {
    renderList();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText(TEXT.whatsNew)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.whatsNew })).toBeInTheDocument();
    expect(await screen.findByText('Nautilus')).toBeInTheDocument();
    expect(products).toHaveBeenCalledWith(
      { page: 1, limit: LIMITS.productListPageSize },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('ticking a brand writes ?brand= and asks the api for that brand; unticking removes it', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Nautilus');
    await user.click(screen.getByRole('checkbox', { name: 'Rolex' }));
    expect(location()).toBe('/Items?brand=1');
    await waitFor(() => expect(screen.queryByText('Nautilus')).not.toBeInTheDocument());
    expect(screen.getByText('Daytona')).toBeInTheDocument();
    expect(products).toHaveBeenLastCalledWith(
      expect.objectContaining({ brand: '1' }),
      expect.anything(),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Cartier' }));
    expect(location()).toBe('/Items?brand=1,3');
    expect(await screen.findByText('Santos')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Rolex' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cartier' }));
    expect(location()).toBe('/Items');
    expect(await screen.findByText('Nautilus')).toBeInTheDocument();
  });

  it('restores the ticks from the URL (comma-separated ids in category, brand and sex)', async () => {
    renderList('/Items?category=2&brand=1,6&sex=3');
    expect(await screen.findByRole('checkbox', { name: 'Bags' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Watches' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Rolex' })).toBeChecked();
    // Louis Vuitton is beyond the first five but is ticked, so it shows without Show More.
    expect(screen.getByRole('checkbox', { name: 'Louis Vuitton' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Unisex' })).toBeChecked();
    expect(products).toHaveBeenCalledWith(
      expect.objectContaining({ category: '2', brand: '1,6', sex: '3' }),
      expect.anything(),
    );
  });

  it('follows the URL on back/forward: the ticks and results change with history', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Nautilus');
    await user.click(await screen.findByRole('checkbox', { name: 'Rolex' }));
    expect(screen.getByRole('checkbox', { name: 'Rolex' })).toBeChecked();
    act(() => navigateRef!(-1));
    expect(location()).toBe('/Items');
    expect(screen.getByRole('checkbox', { name: 'Rolex' })).not.toBeChecked();
    expect(await screen.findByText('Nautilus')).toBeInTheDocument();
    act(() => navigateRef!(1));
    expect(screen.getByRole('checkbox', { name: 'Rolex' })).toBeChecked();
    await waitFor(() => expect(screen.queryByText('Nautilus')).not.toBeInTheDocument());
  });

  it("shows 'No products found matching the selected filters.' for a combination with no match", async () => {
    renderList('/Items?brand=2&sex=1');
    expect(await screen.findByText(TEXT.noProductsForFilters)).toBeInTheDocument();
  });

  it('shows the first 5 brands, with Show More / Show Less', async () => {
    const user = userEvent.setup();
    renderList();
    const group = (await screen.findByRole('group', { name: 'Brands' })) as HTMLElement;
    expect(within(group).getAllByRole('checkbox')).toHaveLength(LIMITS.brandFilterVisible);
    expect(within(group).queryByRole('checkbox', { name: 'Dior' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Show More' }));
    expect(within(group).getAllByRole('checkbox')).toHaveLength(brands.length);
    await user.click(within(group).getByRole('button', { name: 'Show Less' }));
    expect(within(group).getAllByRole('checkbox')).toHaveLength(LIMITS.brandFilterVisible);
    expect(screen.getByRole('group', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Gender' })).toBeInTheDocument();
  });

  it("fetches the next pages by itself up to the auto-load limit, then offers 'Load more'", async () => {
    const user = userEvent.setup();
    const size = LIMITS.productListPageSize;
    const autoPages = LIMITS.productListAutoLoadUpTo / size;
    const page = (number: number, count: number = size) =>
      Array.from({ length: count }, (_, i) => {
        const id = (number - 1) * size + i + 1;
        return makeProduct({ ProductID: id, Name: `Piece ${id}` });
      });
    products.mockImplementation(async (query = {}) =>
      (query.page ?? 1) <= autoPages ? page(query.page ?? 1) : page(query.page ?? 1, 2),
    );
    renderList();
    await screen.findByText('Piece 1');
    // Pages 2 to autoPages come without a click.
    expect(
      await screen.findByText(`Piece ${LIMITS.productListAutoLoadUpTo}`, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const more = await screen.findByRole('button', { name: 'Load more' });
    expect(products).toHaveBeenCalledTimes(autoPages);
    await user.click(more);
    expect(
      await screen.findByText(`Piece ${LIMITS.productListAutoLoadUpTo + 2}`, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(products).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: autoPages + 1 }),
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
