import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import {
  activeLanguage,
  catalogUrls,
  createAppStore,
  endFirstPaint,
  FIRST_PAINT_DATA_ID,
  MemoryRouter,
  Route,
  Routes,
  shopApi,
  theme,
  type FacetCounts,
  type FirstPaintModule,
  type FirstPaintResponses,
} from 'shared-contracts';
import { listQueryOfUrl, productPageQuery } from 'shared-contracts/src/api/product-list';
import { brands, categories, makeDetails, makeProduct, genders } from '../shared/fixtures';
import ItemListPage from '../exposed/ItemListPage';
import ProductDetailPage from '../exposed/ProductDetailPage';
import { homeCatalog } from '../features/home/i18n/catalog';
import { listCatalog } from '../features/item-list/i18n/catalog';
import { productCatalog } from '../features/product-detail/i18n/catalog';
import { catalogCatalog } from '../i18n/catalog';
import * as server from './server';
import { prepare, render as renderFirstPaint, requests } from './server';

// The module is what the api loads: it must meet the contract.
const firstPaintModule: FirstPaintModule = server;

const list = [
  makeProduct({ ProductID: 1, Name: 'Daytona' }),
  makeProduct({ ProductID: 2, Name: 'Nautilus' }),
];

const counts: FacetCounts = {
  category: { 1: 2, 2: 0 },
  brand: { 1: 2 },
  sex: { 1: 2 },
  condition: { 2: 2 },
  total: 2,
};

/** The answers of a list URL's first paint; `query` as listQueryOfUrl builds it. */
function listResponses(query: ReturnType<typeof listQueryOfUrl> = {}): FirstPaintResponses {
  const { sort: _sort, ...filters } = query;
  return {
    [catalogUrls.categoryLookup()]: categories,
    [catalogUrls.brandLookup()]: brands,
    [catalogUrls.genderLookup()]: genders,
    [catalogUrls.products(productPageQuery(query, 1))]: list,
    [catalogUrls.facets(filters)]: counts,
  };
}

/** The page as the browser gets it: the responses embedded in the document. */
function embed(responses: FirstPaintResponses) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_PAINT_DATA_ID;
  script.textContent = JSON.stringify(responses);
  document.body.appendChild(script);
}

function mount(element: React.ReactElement, route: string, path: string) {
  return render(
    <Provider store={createAppStore()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
}

describe("the catalog's first paint", () => {
  afterEach(() => {
    document.getElementById(FIRST_PAINT_DATA_ID)?.remove();
    jest.restoreAllMocks();
  });

  it('asks for the calls each page makes first, with the filters of the address', () => {
    expect(
      requests('mfe_catalog/ItemListPage', { pathname: '/Items', search: '?brand=3,1' }),
    ).toEqual(Object.keys(listResponses({ brand: '3,1' })));
    expect(requests('mfe_catalog/ProductDetailPage', { pathname: '/Items/7', search: '' })).toEqual(
      [catalogUrls.productDetails(7)],
    );
    expect(requests('mfe_catalog/ProductDetailPage', { pathname: '/Items/x', search: '' })).toEqual(
      [],
    );
    expect(requests('mfe_catalog/SearchBox', { pathname: '/', search: '' })).toEqual([]);
  });

  it('renders the list with its responses, and renders nothing for pages it does not own', () => {
    const markup = renderFirstPaint(
      'mfe_catalog/ItemListPage',
      { pathname: '/Items', search: '' },
      listResponses(),
    );
    expect(markup?.html).toContain('Daytona');
    expect(markup?.html).toContain('Nautilus');
    expect(markup?.html).toContain(brands[0]!.Name);
    expect(markup?.html).toContain('data-remote="mfe_catalog"');
    expect(markup?.css).toMatch(/^<style data-first-paint/);
    expect(
      renderFirstPaint('mfe_catalog/SearchBox', { pathname: '/', search: '' }, {}),
    ).toBeUndefined();
  });

  it('paints a search with a sort from the same query the live page asks for', async () => {
    const search = '?q=Birkin%2025&sort=price_desc&condition=2&price_max=90000';
    const query = listQueryOfUrl(new URLSearchParams(search));
    expect(query).toEqual({ condition: '2', sort: 'price_desc', price_max: 90000, q: 'Birkin 25' });
    const responses = listResponses(query);
    expect(requests('mfe_catalog/ItemListPage', { pathname: '/Items', search })).toEqual(
      Object.keys(responses),
    );

    const markup = renderFirstPaint(
      'mfe_catalog/ItemListPage',
      { pathname: '/Items', search },
      responses,
    );
    expect(markup?.html).toContain('Daytona');
    expect(markup?.html).toContain('Search: &quot;Birkin 25&quot;');

    // The live page starts from those answers: same products, counts and sort, no skeleton.
    embed(responses);
    const products = jest.spyOn(shopApi.catalog, 'products').mockResolvedValue(list);
    const facets = jest.spyOn(shopApi.catalog, 'facets').mockResolvedValue(counts);
    jest.spyOn(shopApi.catalog, 'categoryLookup').mockResolvedValue(categories);
    jest.spyOn(shopApi.catalog, 'brandLookup').mockResolvedValue(brands);
    jest.spyOn(shopApi.catalog, 'genderLookup').mockResolvedValue(genders);
    mount(<ItemListPage />, `/Items${search}`, '/Items');
    expect(screen.getByText('Daytona')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search: "Birkin 25"' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    expect(screen.getByRole('checkbox', { name: 'Pristine (2)' })).toBeChecked();
    await act(async () => {});
    // The calls the page makes are the very URLs the first paint answered.
    const [productQuery] = products.mock.calls[0]!;
    expect(catalogUrls.products(productQuery)).toBe(Object.keys(responses)[3]);
    const [facetQuery] = facets.mock.calls[0]!;
    expect(catalogUrls.facets(facetQuery)).toBe(Object.keys(responses)[4]);
    expect(screen.getByText('Daytona')).toBeInTheDocument();
  });

  it("renders a product page's details", () => {
    const product = makeDetails({ ProductID: 7, Name: 'Royal Oak' });
    const markup = renderFirstPaint(
      'mfe_catalog/ProductDetailPage',
      { pathname: '/Items/7', search: '' },
      { [catalogUrls.productDetails(7)]: product },
    );
    expect(markup?.html).toContain('Royal Oak');
  });

  it('starts a live product page from the embedded details, then checks them with the api', async () => {
    const product = makeDetails({ ProductID: 7, Name: 'Royal Oak' });
    embed({ [catalogUrls.productDetails(7)]: product });
    const details = jest
      .spyOn(shopApi.catalog, 'productDetails')
      .mockResolvedValue({ ...product, Name: 'Royal Oak Jumbo' });
    jest.spyOn(shopApi.catalog, 'colorLookup').mockResolvedValue([]);
    mount(<ProductDetailPage />, '/Items/7', '/Items/:ProductID');
    // The first render already shows the product: no skeleton in between.
    expect(screen.getByRole('heading', { level: 1, name: 'Royal Oak' })).toBeInTheDocument();
    // The api's newer answer replaces it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Royal Oak Jumbo' }),
    ).toBeInTheDocument();
    expect(details).toHaveBeenCalledTimes(1);
  });

  it('shows the failure of the list call when the api fails after the first paint', async () => {
    embed(listResponses());
    jest.spyOn(shopApi.catalog, 'products').mockRejectedValue(new Error('down'));
    jest.spyOn(shopApi.catalog, 'facets').mockResolvedValue(counts);
    jest.spyOn(shopApi.catalog, 'categoryLookup').mockResolvedValue(categories);
    jest.spyOn(shopApi.catalog, 'brandLookup').mockResolvedValue(brands);
    jest.spyOn(shopApi.catalog, 'genderLookup').mockResolvedValue(genders);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mount(<ItemListPage />, '/Items', '/Items');
    expect(screen.getByText('Daytona')).toBeInTheDocument();
    // As without a first paint: the failure is logged and shown.
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Error fetching products:', expect.any(Error));
  });

  it('starts the live list from the embedded answers and keeps them when the api agrees', async () => {
    embed(listResponses());
    const products = jest.spyOn(shopApi.catalog, 'products').mockResolvedValue(list);
    jest.spyOn(shopApi.catalog, 'facets').mockResolvedValue(counts);
    jest.spyOn(shopApi.catalog, 'categoryLookup').mockResolvedValue(categories);
    jest.spyOn(shopApi.catalog, 'brandLookup').mockRejectedValue(new Error('down'));
    jest.spyOn(shopApi.catalog, 'genderLookup').mockResolvedValue(genders);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const first = mount(<ItemListPage />, '/Items', '/Items');
    // The first render already shows the products and filters: no skeleton in between.
    expect(screen.getByText('Daytona')).toBeInTheDocument();
    expect(screen.getByText('Nautilus')).toBeInTheDocument();
    await act(async () => {});
    expect(products).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Nautilus')).toBeInTheDocument();
    // A lookup that fails meanwhile is logged; the options the page came with stay.
    expect(error).toHaveBeenCalledWith('Error fetching brands:', expect.any(Error));
    expect(screen.getByRole('checkbox', { name: `${brands[0]!.Name} (2)` })).toBeInTheDocument();
    first.unmount();

    // After the shell's first commit, a page mounted later starts from the api alone.
    act(() => endFirstPaint());
    products.mockResolvedValue([list[0]!]);
    mount(<ItemListPage />, '/Items', '/Items');
    expect(screen.queryByText('Daytona')).not.toBeInTheDocument();
    expect(await screen.findByText('Daytona')).toBeInTheDocument();
    expect(screen.queryByText('Nautilus')).not.toBeInTheDocument();
  });
});

describe("the catalog's first paint in Arabic", () => {
  const listPage = 'mfe_catalog/ItemListPage';
  const listLocation = { pathname: '/Items', search: '' };
  /** The list's answers as the api sends them in Arabic: names with their Arabic ones. */
  const arabicResponses = (): FirstPaintResponses => ({
    ...listResponses(),
    [catalogUrls.brandLookup()]: brands.map((b) =>
      b.Name === 'Rolex' ? { ...b, NameAr: 'رولكس' } : b,
    ),
    [catalogUrls.products(productPageQuery({}, 1))]: [
      makeProduct({ ProductID: 1, Name: 'Daytona', NameAr: 'دايتونا' }),
      makeProduct({ ProductID: 2, Name: 'Nautilus' }),
    ],
  });

  it('paints English and Arabic, and loads the Arabic of every catalog it bundles first', async () => {
    expect(firstPaintModule.languages).toEqual(['en', 'ar']);
    await prepare('ar');
    // The shared catalog and each page's own: the pages render without waiting for a chunk.
    for (const catalog of [catalogCatalog, homeCatalog, listCatalog, productCatalog]) {
      expect(catalog.has('ar')).toBe(true);
    }
    const markup = renderFirstPaint(listPage, listLocation, arabicResponses(), 'ar');
    expect(markup?.html).toContain('مسار التنقل');
    expect(markup?.html).toContain('الرئيسية');
    expect(markup?.html).toContain('وصل حديثًا');
    expect(markup?.html).toContain('ترتيب حسب');
    expect(markup?.html).toContain('رولكس');
    expect(markup?.html).toContain('دايتونا');
    // A name without an Arabic one, as it is.
    expect(markup?.html).toContain('Nautilus');
    expect(markup?.html).not.toContain('Sort by');
    // The markup leaves the direction to the shell's <html dir>: only numbers are marked ltr.
    expect(markup?.html).not.toMatch(/dir="rtl"/);
    // The language of the process is English again.
    expect(activeLanguage()).toBe('en');
  });

  it('keeps English exactly as before, with the same styles in both languages', async () => {
    await prepare('ar');
    const before = renderFirstPaint(listPage, listLocation, listResponses());
    const arabic = renderFirstPaint(listPage, listLocation, listResponses(), 'ar');
    const english = renderFirstPaint(listPage, listLocation, listResponses(), 'en');
    expect(english).toEqual(before);
    expect(english?.html).toContain('Sort by');
    expect(english?.html).toContain('Rolex');
    expect(arabic?.css).toBe(english?.css);
  });

  it('paints a product page in Arabic, its price left to right', async () => {
    await prepare('ar');
    const product = makeDetails({
      ProductID: 7,
      Name: 'Royal Oak',
      NameAr: 'رويال أوك',
      ConditionID: 3,
      Price: 52000,
    });
    const markup = renderFirstPaint(
      'mfe_catalog/ProductDetailPage',
      { pathname: '/Items/7', search: '' },
      { [catalogUrls.productDetails(7)]: product },
      'ar',
    );
    expect(markup?.html).toContain('رويال أوك');
    expect(markup?.html).toContain('الحالة: <strong>بحالة ممتازة</strong>');
    expect(markup?.html).toContain('أضف إلى سلة التسوق');
    expect(markup?.html).toMatch(/dir="ltr"[^>]*>\u200f?52,000/);
  });

  it('paints the home page in Arabic', async () => {
    await prepare('ar');
    const markup = renderFirstPaint(
      'mfe_catalog/HomePage',
      { pathname: '/', search: '' },
      {
        [catalogUrls.categories()]: [{ ...categories[0]!, NameAr: 'ساعات' }],
        [catalogUrls.brands()]: brands,
        [catalogUrls.newArrivals()]: [makeProduct({ Name: 'Birkin 30', NameAr: 'بيركين 30' })],
      },
      'ar',
    );
    expect(markup?.html).toContain('ارتقِ بأناقتك!');
    expect(markup?.html).toContain('أقوى تخفيضات العام');
    expect(markup?.html).toContain('ساعات');
    expect(markup?.html).toContain('بيركين 30');
    expect(markup?.html).toContain('لماذا تتسوّق مع ريلوكس؟');
  });
});
