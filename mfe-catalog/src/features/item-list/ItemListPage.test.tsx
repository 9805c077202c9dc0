import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { CONDITIONS, LIMITS, setLanguage, shopApi, TEXT, type FacetCounts } from 'shared-contracts';
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

/** A filter option's accessible name, with or without its count: 'Rolex' or 'Rolex (12)'. */
const option = (name: string) => new RegExp(`^${name}( \\(\\d+\\))?$`);

/** Counts as Products/facets.php answers them (ids as keys). */
function facetCounts(overrides: Partial<FacetCounts> = {}): FacetCounts {
  return {
    category: { 1: 3, 2: 0 },
    brand: { 1: 12, 2: 1, 3: 1, 4: 0, 5: 2, 6: 0, 7: 0 },
    sex: { 1: 3, 2: 0, 3: 0 },
    condition: { 1: 0, 2: 2, 3: 1, 4: 0, 5: 0 },
    total: 3,
    ...overrides,
  };
}

describe('ItemListPage', () => {
  let products: jest.SpyInstance;
  let facets: jest.SpyInstance;
  let spelling: jest.SpyInstance;

  beforeEach(() => {
    facets = jest.spyOn(shopApi.catalog, 'facets').mockResolvedValue(facetCounts());
    spelling = jest
      .spyOn(shopApi.catalog, 'suggestSpelling')
      .mockResolvedValue({ suggestion: null });
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
    await user.click(screen.getByRole('checkbox', { name: option('Rolex') }));
    expect(location()).toBe('/Items?brand=1');
    await waitFor(() => expect(screen.queryByText('Nautilus')).not.toBeInTheDocument());
    expect(screen.getByText('Daytona')).toBeInTheDocument();
    expect(products).toHaveBeenLastCalledWith(
      expect.objectContaining({ brand: '1' }),
      expect.anything(),
    );

    await user.click(screen.getByRole('checkbox', { name: option('Cartier') }));
    expect(location()).toBe('/Items?brand=1,3');
    expect(await screen.findByText('Santos')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: option('Rolex') }));
    await user.click(screen.getByRole('checkbox', { name: option('Cartier') }));
    expect(location()).toBe('/Items');
    expect(await screen.findByText('Nautilus')).toBeInTheDocument();
  });

  it('restores the ticks from the URL (comma-separated ids in category, brand and sex)', async () => {
    renderList('/Items?category=2&brand=1,6&sex=3');
    expect(await screen.findByRole('checkbox', { name: option('Bags') })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: option('Watches') })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: option('Rolex') })).toBeChecked();
    // Louis Vuitton is beyond the first five but is ticked, so it shows without Show More.
    expect(screen.getByRole('checkbox', { name: option('Louis Vuitton') })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: option('Unisex') })).toBeChecked();
    expect(products).toHaveBeenCalledWith(
      expect.objectContaining({ category: '2', brand: '1,6', sex: '3' }),
      expect.anything(),
    );
  });

  it('follows the URL on back/forward: the ticks and results change with history', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Nautilus');
    await user.click(await screen.findByRole('checkbox', { name: option('Rolex') }));
    expect(screen.getByRole('checkbox', { name: option('Rolex') })).toBeChecked();
    act(() => navigateRef!(-1));
    expect(location()).toBe('/Items');
    expect(screen.getByRole('checkbox', { name: option('Rolex') })).not.toBeChecked();
    expect(await screen.findByText('Nautilus')).toBeInTheDocument();
    act(() => navigateRef!(1));
    expect(screen.getByRole('checkbox', { name: option('Rolex') })).toBeChecked();
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
    // Pages 2 to autoPages come without a click. Rendering ~100 cards in jsdom takes seconds on a
    // loaded 2-core machine: the wait is generous, what is asserted is that they come.
    expect(
      await screen.findByText(`Piece ${LIMITS.productListAutoLoadUpTo}`, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const more = await screen.findByRole('button', { name: 'Load more' });
    expect(products).toHaveBeenCalledTimes(autoPages);
    await user.click(more);
    expect(
      await screen.findByText(
        `Piece ${LIMITS.productListAutoLoadUpTo + 2}`,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(products).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: autoPages + 1 }),
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  describe('sort', () => {
    it("offers 'Sort by' with Newest first; a choice goes to ?sort= and to the request", async () => {
      const user = userEvent.setup();
      renderList('/Items?brand=1');
      const sort = screen.getByRole('combobox', { name: 'Sort by' });
      expect(sort).toHaveValue('newest');
      expect(
        within(sort)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Newest', 'Price: Low to High', 'Price: High to Low', 'Biggest Discount']);
      await screen.findByText('Daytona');

      await user.selectOptions(sort, 'Price: Low to High');
      expect(location()).toBe('/Items?brand=1&sort=price_asc');
      expect(sort).toHaveValue('price_asc');
      await waitFor(() =>
        expect(products).toHaveBeenLastCalledWith(
          { brand: '1', sort: 'price_asc', page: 1, limit: LIMITS.productListPageSize },
          expect.anything(),
        ),
      );
      // The order does not change a count: the facets are not asked again.
      expect(facets).toHaveBeenCalledTimes(1);

      await user.selectOptions(sort, 'Newest');
      expect(location()).toBe('/Items?brand=1');
    });

    it('restores the sort from the URL (a reload) and asks for it', async () => {
      renderList('/Items?sort=discount');
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('discount');
      expect(screen.getByRole('option', { name: 'Biggest Discount' })).toHaveProperty(
        'selected',
        true,
      );
      await waitFor(() =>
        expect(products).toHaveBeenCalledWith(
          { sort: 'discount', page: 1, limit: LIMITS.productListPageSize },
          expect.anything(),
        ),
      );
    });
  });

  describe('price range', () => {
    it('sends Min and Max price (AED) on Apply or Enter, not on every keystroke', async () => {
      const user = userEvent.setup();
      renderList();
      await screen.findByText('Nautilus');
      const price = screen.getByRole('group', { name: 'Price (AED)' });
      const min = within(price).getByRole('spinbutton', { name: 'Min price' });
      const max = within(price).getByRole('spinbutton', { name: 'Max price' });
      await user.type(min, '5000');
      await user.type(max, '20000');
      expect(location()).toBe('/Items');
      await user.click(within(price).getByRole('button', { name: 'Apply' }));
      expect(location()).toBe('/Items?price_min=5000&price_max=20000');
      await waitFor(() =>
        expect(products).toHaveBeenLastCalledWith(
          expect.objectContaining({ price_min: 5000, price_max: 20000 }),
          expect.anything(),
        ),
      );
      expect(facets).toHaveBeenLastCalledWith(
        { price_min: 5000, price_max: 20000 },
        expect.anything(),
      );

      await user.clear(max);
      await user.type(max, '9000{Enter}');
      expect(location()).toBe('/Items?price_min=5000&price_max=9000');
    });

    it('explains a min above the max next to the inputs and does not send it', async () => {
      const user = userEvent.setup();
      renderList();
      await screen.findByText('Nautilus');
      const min = screen.getByRole('spinbutton', { name: 'Min price' });
      const max = screen.getByRole('spinbutton', { name: 'Max price' });
      await user.type(min, '9000');
      await user.type(max, '100{Enter}');
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Min price must not be above Max price');
      expect(min).toHaveAttribute('aria-invalid', 'true');
      expect(max).toHaveAccessibleDescription('Min price must not be above Max price');
      expect(location()).toBe('/Items');
      expect(products).not.toHaveBeenCalledWith(
        expect.objectContaining({ price_min: expect.anything() }),
        expect.anything(),
      );

      // Fixed, it goes.
      await user.clear(max);
      await user.type(max, '12000{Enter}');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(location()).toBe('/Items?price_min=9000&price_max=12000');
    });

    it('explains an invalid range that came in the URL and leaves it out of the request', async () => {
      renderList('/Items?price_min=900&price_max=100');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Min price must not be above Max price',
      );
      expect(await screen.findByText('Nautilus')).toBeInTheDocument();
      expect(products).toHaveBeenCalledWith(
        { page: 1, limit: LIMITS.productListPageSize },
        expect.anything(),
      );
    });

    it('Clear all unticks the filters and drops the price range, keeping the search', async () => {
      const user = userEvent.setup();
      renderList('/Items?q=rolex&brand=1&price_min=100');
      await user.click(screen.getByRole('button', { name: 'Clear all' }));
      expect(location()).toBe('/Items?q=rolex');
      expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(null);
    });
  });

  describe('condition', () => {
    it('lists the conditions beside Category, Brands and Gender; a tick goes to ?condition=', async () => {
      const user = userEvent.setup();
      renderList();
      const group = screen.getByRole('group', { name: 'Condition' });
      expect(within(group).getAllByRole('checkbox')).toHaveLength(CONDITIONS.length);
      for (const { label } of CONDITIONS) {
        expect(within(group).getByRole('checkbox', { name: option(label) })).toBeInTheDocument();
      }
      await screen.findByText('Nautilus');
      await user.click(within(group).getByRole('checkbox', { name: option('Pristine') }));
      expect(location()).toBe('/Items?condition=2');
      await waitFor(() =>
        expect(products).toHaveBeenLastCalledWith(
          expect.objectContaining({ condition: '2' }),
          expect.anything(),
        ),
      );
      await user.click(within(group).getByRole('checkbox', { name: option('Excellent') }));
      expect(location()).toBe('/Items?condition=2,3');
    });
  });

  describe('facet counts', () => {
    it("shows each option's count, e.g. 'Rolex (12)'; options with 0 stay, disabled", async () => {
      renderList();
      expect(await screen.findByRole('checkbox', { name: 'Rolex (12)' })).toBeEnabled();
      expect(screen.getByRole('checkbox', { name: 'Watches (3)' })).toBeEnabled();
      expect(screen.getByRole('checkbox', { name: 'Bags (0)' })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: 'Hermes (0)' })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: 'Women (0)' })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: 'Pristine (2)' })).toBeEnabled();
      expect(screen.getByRole('checkbox', { name: 'New with tags (0)' })).toBeDisabled();
      // Brands keep their first five with Show More.
      const brandsGroup = screen.getByRole('group', { name: 'Brands' });
      expect(within(brandsGroup).getAllByRole('checkbox')).toHaveLength(LIMITS.brandFilterVisible);
      expect(within(brandsGroup).getByRole('button', { name: 'Show More' })).toBeInTheDocument();
    });

    it('keeps a ticked option with 0 enabled, so it can be unticked', async () => {
      const user = userEvent.setup();
      renderList('/Items?brand=4');
      const hermes = await screen.findByRole('checkbox', { name: 'Hermes (0)' });
      expect(hermes).toBeChecked();
      expect(hermes).toBeEnabled();
      await user.click(hermes);
      expect(location()).toBe('/Items');
    });

    it('follows every change, aborting the previous call and keeping the old counts meanwhile', async () => {
      const user = userEvent.setup();
      let answer: (counts: FacetCounts) => void = () => {};
      renderList();
      await screen.findByRole('checkbox', { name: 'Rolex (12)' });
      expect(facets).toHaveBeenCalledWith({}, { signal: expect.any(AbortSignal) });

      facets.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
      await user.click(screen.getByRole('checkbox', { name: 'Rolex (12)' }));
      expect(facets).toHaveBeenLastCalledWith({ brand: '1' }, expect.anything());
      const first = facets.mock.calls[facets.mock.calls.length - 1]![1].signal as AbortSignal;
      // While loading, the previous counts stay.
      expect(screen.getByRole('checkbox', { name: 'Cartier (1)' })).toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: 'Cartier (1)' }));
      expect(first.aborted).toBe(true);
      expect(facets).toHaveBeenLastCalledWith({ brand: '1,3' }, expect.anything());
      act(() => answer(facetCounts({ brand: { 1: 12, 2: 4, 3: 1, 4: 0, 5: 0, 6: 0, 7: 0 } })));
      expect(
        await screen.findByRole('checkbox', { name: 'Patek Philippe (4)' }),
      ).toBeInTheDocument();
    });

    it('sends the filters, price range and search text, not the sort', async () => {
      renderList('/Items?q=birkin&sort=price_desc&condition=1&price_max=50000');
      await waitFor(() =>
        expect(facets).toHaveBeenCalledWith(
          { condition: '1', price_max: 50000, q: 'birkin' },
          expect.anything(),
        ),
      );
    });
  });

  describe('search results (?q=)', () => {
    it('shows Home > Search: "<text>", the heading, and every match, best match first', async () => {
      const user = userEvent.setup();
      products.mockImplementation(async (query = {}) =>
        query.q === 'rolex' ? [makeProduct({ ProductID: 1, Name: 'Daytona' })] : [],
      );
      renderList('/Items?q=rolex');
      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(within(crumbs).getByText('Search: "rolex"')).toHaveAttribute('aria-current', 'page');
      expect(
        screen.getByRole('heading', { level: 1, name: 'Search: "rolex"' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Daytona')).toBeInTheDocument();
      expect(products).toHaveBeenCalledWith(
        { q: 'rolex', page: 1, limit: LIMITS.productListPageSize },
        expect.anything(),
      );
      // No sort chosen: ranked by best match; Newest is then a choice of its own.
      const sort = screen.getByRole('combobox', { name: 'Sort by' });
      expect(sort).toHaveDisplayValue('Best match');
      await user.selectOptions(sort, 'Newest');
      expect(location()).toBe('/Items?q=rolex&sort=newest');
      await user.selectOptions(sort, 'Best match');
      expect(location()).toBe('/Items?q=rolex');
    });

    it('combines with filters and sort', async () => {
      const user = userEvent.setup();
      renderList('/Items?q=rolex&sort=price_asc');
      await user.click(await screen.findByRole('checkbox', { name: option('Watches') }));
      expect(location()).toBe('/Items?q=rolex&sort=price_asc&category=1');
      await waitFor(() =>
        expect(products).toHaveBeenLastCalledWith(
          { category: '1', sort: 'price_asc', q: 'rolex', page: 1, limit: 24 },
          expect.anything(),
        ),
      );
    });

    it('shows the empty text when nothing matches', async () => {
      products.mockResolvedValue([]);
      renderList('/Items?q=zzzz');
      expect(await screen.findByText(TEXT.noProductsForFilters)).toBeInTheDocument();
      await waitFor(() => expect(spelling).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('link', { name: /Did you mean/ })).not.toBeInTheDocument();
    });

    it("offers 'Did you mean Rolex?' in the empty state, which opens that search", async () => {
      products.mockImplementation(async (query = {}) =>
        query.q === 'Rolex' ? [makeProduct({ ProductID: 1, Name: 'Daytona' })] : [],
      );
      spelling.mockResolvedValue({ suggestion: 'Rolex' });
      renderList('/Items?q=rolx');
      const link = await screen.findByRole('link', { name: 'Did you mean Rolex?' });
      expect(spelling).toHaveBeenCalledWith('rolx', expect.anything());
      expect(screen.getByText(TEXT.noProductsForFilters)).toBeInTheDocument();
      await userEvent.click(link);
      expect(location()).toBe('/Items?q=Rolex');
      expect(await screen.findByText('Daytona')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Did you mean/ })).not.toBeInTheDocument();
    });

    it('asks for no spelling when the search found products, or without a search', async () => {
      renderList('/Items?q=rolex');
      expect(await screen.findByText('Nautilus')).toBeInTheDocument();
      products.mockResolvedValue([]);
      act(() => navigateRef!('/Items?category=2'));
      expect(await screen.findByText(TEXT.noProductsForFilters)).toBeInTheDocument();
      expect(spelling).not.toHaveBeenCalled();
    });
  });
});

describe('ItemListPage in Arabic', () => {
  let products: jest.SpyInstance;

  beforeEach(async () => {
    jest.spyOn(shopApi.catalog, 'facets').mockResolvedValue(facetCounts());
    jest.spyOn(shopApi.catalog, 'suggestSpelling').mockResolvedValue({ suggestion: 'رولكس' });
    jest
      .spyOn(shopApi.catalog, 'categoryLookup')
      .mockResolvedValue([{ ...categories[0]!, NameAr: 'ساعات' }, categories[1]!]);
    jest
      .spyOn(shopApi.catalog, 'brandLookup')
      .mockResolvedValue(brands.map((b) => (b.Name === 'Rolex' ? { ...b, NameAr: 'رولكس' } : b)));
    jest
      .spyOn(shopApi.catalog, 'genderLookup')
      .mockResolvedValue(genders.map((g) => (g.Name === 'Men' ? { ...g, NameAr: 'رجالي' } : g)));
    products = jest
      .spyOn(shopApi.catalog, 'products')
      .mockResolvedValue([
        makeProduct({ ProductID: 1, Name: 'Daytona', NameAr: 'دايتونا' }),
        makeProduct({ ProductID: 2, Name: 'Nautilus' }),
        makeProduct({ ProductID: 3, Name: 'Santos' }),
      ]);
    await act(() => setLanguage('ar', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
    jest.restoreAllMocks();
  });

  it('shows the breadcrumb, title, toolbar and cards in Arabic, with Arabic names', async () => {
    renderList();
    const crumbs = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(crumbs).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('وصل حديثًا')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'وصل حديثًا' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'دايتونا' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Nautilus' })).toBeInTheDocument();
    // The count stays left to right ('24+') inside the Arabic text.
    const count = screen.getByText(/^عدد القطع:/);
    expect(count).toHaveTextContent('عدد القطع: 3');
    expect(within(count).getByText('3')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('region', { name: 'المنتجات' })).toBeInTheDocument();
    // The drawer's button and heading (shown on a phone).
    expect(screen.getByText('التصفية', { selector: 'button' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'التصفية' })).toBeInTheDocument();

    const sort = screen.getByRole('combobox', { name: 'ترتيب حسب' });
    expect(sort).toHaveValue('newest');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['الأحدث', 'السعر: من الأقل إلى الأعلى', 'السعر: من الأعلى إلى الأقل', 'أكبر خصم']);
  });

  it("shows the filters and their counts in Arabic: 'رولكس (12)'", async () => {
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByRole('checkbox', { name: 'رولكس (12)' })).toBeEnabled();
    // A name without an Arabic one stays as it is, in the same shape.
    expect(screen.getByRole('checkbox', { name: 'Cartier (1)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'ساعات (3)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'رجالي (3)' })).toBeEnabled();
    const condition = screen.getByRole('group', { name: 'الحالة' });
    expect(
      within(condition)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual([
      'جديد مع الملصقات (0)',
      'بحالة الجديد (2)',
      'بحالة ممتازة (1)',
      'بحالة جيدة جدًا (0)',
      'بحالة جيدة (0)',
    ]);
    expect(screen.getByRole('group', { name: 'الفئة' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'الجنس' })).toBeInTheDocument();

    const brandGroup = screen.getByRole('group', { name: 'الماركات' });
    await user.click(within(brandGroup).getByRole('button', { name: 'عرض المزيد' }));
    expect(within(brandGroup).getAllByRole('checkbox')).toHaveLength(brands.length);
    expect(within(brandGroup).getByRole('button', { name: 'عرض أقل' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'بحالة الجديد (2)' }));
    expect(location()).toBe('/Items?condition=2');
    expect(screen.getByRole('button', { name: 'مسح الكل' })).toBeInTheDocument();
  });

  it('explains an invalid price range in Arabic', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Nautilus');
    const price = screen.getByRole('group', { name: 'السعر (درهم)' });
    await user.type(within(price).getByRole('spinbutton', { name: 'السعر الأدنى' }), '9000');
    const max = within(price).getByRole('spinbutton', { name: 'السعر الأعلى' });
    expect(max).toHaveAttribute('placeholder', 'أي سعر');
    await user.type(max, '100');
    await user.click(within(price).getByRole('button', { name: 'تطبيق' }));
    expect(screen.getByRole('alert')).toHaveTextContent('يجب ألا يتجاوز السعر الأدنى السعر الأعلى');
    expect(location()).toBe('/Items');
  });

  it('titles a search in Arabic, ranks by best match and says when nothing matches', async () => {
    products.mockResolvedValue([]);
    renderList('/Items?q=rolex');
    expect(
      screen.getByRole('heading', { level: 1, name: 'نتائج البحث عن: «rolex»' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ترتيب حسب' })).toHaveDisplayValue('الأكثر صلة');
    expect(
      await screen.findByText('لا توجد منتجات تطابق عوامل التصفية المحددة.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'هل تقصد رولكس؟' })).toHaveAttribute(
      'href',
      `/Items?q=${encodeURIComponent('رولكس')}`,
    );
  });

  it('counts a list that has more pages in Arabic while the next page loads', async () => {
    const size = LIMITS.productListPageSize;
    products.mockImplementation((query = {}) =>
      (query.page ?? 1) === 1
        ? Promise.resolve(
            Array.from({ length: size }, (_, i) =>
              makeProduct({ ProductID: i + 1, Name: `Piece ${i + 1}` }),
            ),
          )
        : new Promise(() => {}),
    );
    renderList();
    await screen.findByText('Piece 1');
    expect(screen.getByText(/^عدد القطع:/)).toHaveTextContent(`عدد القطع: ${size}+`);
    expect(screen.getByText(/^عرض النتائج/)).toHaveTextContent(`عرض النتائج (${size}+)`);
    expect(await screen.findByRole('button', { name: 'جارٍ التحميل…' })).toBeDisabled();
  });

  it('goes back to the exact English texts on a switch', async () => {
    renderList();
    await screen.findByRole('checkbox', { name: 'رولكس (12)' });
    await act(() => setLanguage('en', { remember: false }));
    expect(screen.getByRole('checkbox', { name: 'Rolex (12)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pristine (2)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Daytona' })).toBeInTheDocument();
  });
});
