import { act, render, screen, within } from '@testing-library/react';
import {
  activeLanguage,
  catalogUrls,
  endFirstPaint,
  formatPrice,
  resetQueryCache,
  shopApi,
  type FirstPaintModule,
  type FirstPaintResponses,
  type Language,
} from 'shared-contracts';
import { listQueryOfUrl, productPageQuery } from 'shared-contracts/product-list';
import {
  brands,
  categories,
  makeDetails,
  makeProduct,
  makePromotion,
  genders,
} from '../shared/fixtures';
import HomePage from '../exposed/HomePage';
import ItemListPage from '../exposed/ItemListPage';
import ProductDetailPage from '../exposed/ProductDetailPage';
import { homeMessages } from '../features/home/i18n/messages';
import { listMessages } from '../features/item-list/i18n/messages';
import { productMessages } from '../features/product-detail/i18n/messages';
import { catalogMessages } from '../i18n/messages';
import * as server from './server';
import { page, prepare, requests } from './server';
import { clearDocument, counts, embed, pageTree, paint, renderPage } from './test-utils';

// The module is what the api loads: it must meet the contract.
const firstPaintModule: FirstPaintModule = server;

const list = [
  makeProduct({ ProductID: 1, Name: 'Daytona' }),
  makeProduct({ ProductID: 2, Name: 'Nautilus' }),
];

/** The answers of a list URL's first paint; `query` as listQueryOfUrl builds it. */
function listResponses(
  query: ReturnType<typeof listQueryOfUrl> = {},
  language: Language = 'en',
): FirstPaintResponses {
  const { sort: _sort, ...filters } = query;
  return {
    [catalogUrls.categoryLookup()]: categories,
    [catalogUrls.brandLookup()]: brands,
    [catalogUrls.genderLookup()]: genders,
    [catalogUrls.products(productPageQuery(query, 1, language))]: list,
    [catalogUrls.facets(filters)]: counts,
  };
}

/** A price as the page shows it in Arabic (Testing Library reads its no-break space as a space). */
const arabicPrice = (value: number) => formatPrice(value, 'ar').replace(/\s+/g, ' ');

afterEach(() => {
  clearDocument();
  jest.restoreAllMocks();
});

describe("the catalog's first paint", () => {
  it('asks for the calls each page makes first, with the filters of the address', () => {
    expect(requests('mfe_catalog/HomePage', { pathname: '/', search: '' }, 'en')).toEqual([
      catalogUrls.categories(),
      catalogUrls.brands(),
      catalogUrls.newArrivals('en'),
      catalogUrls.featuredPromotion(),
    ]);
    expect(
      requests('mfe_catalog/ItemListPage', { pathname: '/Items', search: '?brand=3,1' }, 'en'),
    ).toEqual(Object.keys(listResponses({ brand: '3,1' })));
    // In Arabic the product lists are asked for with their Arabic names.
    const arabicList = requests(
      'mfe_catalog/ItemListPage',
      { pathname: '/Items', search: '' },
      'ar',
    );
    expect(arabicList).toEqual(Object.keys(listResponses({}, 'ar')));
    expect(arabicList.filter((url) => url.includes('lang=ar'))).toHaveLength(1);
    expect(requests('mfe_catalog/HomePage', { pathname: '/', search: '' }, 'ar')).toContain(
      catalogUrls.newArrivals('ar'),
    );
    expect(requests('mfe_catalog/ProductDetailPage', { pathname: '/Items/7', search: '' })).toEqual(
      [catalogUrls.productDetails(7)],
    );
    expect(requests('mfe_catalog/ProductDetailPage', { pathname: '/Items/x', search: '' })).toEqual(
      [],
    );
    expect(requests('mfe_catalog/SearchBox', { pathname: '/', search: '' })).toEqual([]);
  });

  it('gives the shell the exposed page of each route it paints, and nothing for other modules', () => {
    expect(page('mfe_catalog/HomePage')).toBe(HomePage);
    expect(page('mfe_catalog/ItemListPage')).toBe(ItemListPage);
    expect(page('mfe_catalog/ProductDetailPage')).toBe(ProductDetailPage);
    expect(page('mfe_catalog/SearchBox')).toBeUndefined();
    expect(page('mfe_catalog/ProductCard')).toBeUndefined();
  });

  it('renders the list with its responses, with its styles', () => {
    const markup = renderPage('/Items', listResponses());
    expect(markup.css).toMatch(/^<style data-styled/);
    const painted = paint('/Items', listResponses());
    // The page names the release that rendered it.
    expect(within(painted).getByRole('main').parentElement).toHaveAttribute(
      'data-remote',
      'mfe_catalog',
    );
    const products = within(painted).getByRole('region', { name: 'Products' });
    expect(within(products).getByRole('heading', { level: 3, name: 'Daytona' })).toBeVisible();
    expect(within(products).getByRole('heading', { level: 3, name: 'Nautilus' })).toBeVisible();
    expect(
      within(painted).getByRole('checkbox', { name: `${brands[0]!.Name} (2)` }),
    ).toBeInTheDocument();
    // No skeleton: the answers are in.
    expect(within(painted).queryByLabelText('Loading products')).not.toBeInTheDocument();
  });

  it('paints a search with a sort from the same query the live page asks for', async () => {
    const search = '?q=Birkin%2025&sort=price_desc&condition=2&price_max=90000';
    const query = listQueryOfUrl(new URLSearchParams(search));
    expect(query).toEqual({ condition: '2', sort: 'price_desc', price_max: 90000, q: 'Birkin 25' });
    const responses = listResponses(query);
    expect(requests('mfe_catalog/ItemListPage', { pathname: '/Items', search })).toEqual(
      Object.keys(responses),
    );

    const painted = paint(`/Items${search}`, responses);
    expect(within(painted).getByRole('link', { name: 'Daytona' })).toBeInTheDocument();
    expect(
      within(painted).getByRole('heading', { level: 1, name: 'Search: "Birkin 25"' }),
    ).toBeInTheDocument();
    clearDocument();

    // The live page starts from those answers: same products, counts and sort, no skeleton.
    embed(responses);
    const products = jest.spyOn(shopApi.catalog, 'products').mockResolvedValue(list);
    const facets = jest.spyOn(shopApi.catalog, 'facets').mockResolvedValue(counts);
    jest.spyOn(shopApi.catalog, 'categoryLookup').mockResolvedValue(categories);
    jest.spyOn(shopApi.catalog, 'brandLookup').mockResolvedValue(brands);
    jest.spyOn(shopApi.catalog, 'genderLookup').mockResolvedValue(genders);
    render(pageTree(`/Items${search}`));
    expect(screen.getByText('Daytona')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search: "Birkin 25"' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    expect(screen.getByRole('checkbox', { name: 'Pristine (2)' })).toBeChecked();
    await act(async () => {});
    // The page finds each painted answer under the very URL it would ask: it asks for none.
    expect(products).not.toHaveBeenCalled();
    expect(facets).not.toHaveBeenCalled();
    expect(screen.getByText('Daytona')).toBeInTheDocument();
  });

  it("renders a product page's details", () => {
    const product = makeDetails({ ProductID: 7, Name: 'Royal Oak' });
    const painted = paint('/Items/7', { [catalogUrls.productDetails(7)]: product });
    expect(
      within(painted).getByRole('heading', { level: 1, name: 'Royal Oak' }),
    ).toBeInTheDocument();
    expect(within(painted).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('renders the home page with its sections filled in', () => {
    const painted = paint('/', {
      [catalogUrls.categories()]: categories,
      [catalogUrls.brands()]: brands,
      [catalogUrls.newArrivals('en')]: [makeProduct({ Name: 'Birkin 30' })],
    });
    expect(within(painted).getByRole('link', { name: 'Watches' })).toHaveAttribute(
      'href',
      '/Items?category=1',
    );
    const arrivals = within(painted).getByRole('region', { name: 'New Arrivals' });
    expect(within(arrivals).getByRole('heading', { level: 3, name: 'Birkin 30' })).toBeVisible();
    // Without the featured promotion's answer there is no banner, and no room kept for one.
    expect(within(painted).queryByRole('timer')).not.toBeInTheDocument();
  });

  it("paints the featured promotion's banner, or none when there is none", () => {
    const responses = {
      [catalogUrls.categories()]: categories,
      [catalogUrls.brands()]: brands,
      [catalogUrls.newArrivals('en')]: [],
    };
    const painted = paint('/', {
      ...responses,
      [catalogUrls.featuredPromotion()]: makePromotion({
        Code: 'SPRING',
        Percent: 15,
        MaxDiscount: null,
      }),
    });
    const banner = within(painted).getByRole('region', { name: 'HOTTEST SALE OF THE YEAR' });
    expect(within(banner).getByText('15% off')).toBeInTheDocument();
    expect(within(banner).getByText('SPRING')).toBeInTheDocument();
    expect(within(banner).getByRole('timer')).toBeInTheDocument();
    const without = paint('/', { ...responses, [catalogUrls.featuredPromotion()]: null });
    expect(within(without).queryByRole('region', { name: 'HOTTEST SALE OF THE YEAR' })).toBeNull();
    expect(within(without).queryByText('*T&C APPLY')).toBeNull();
  });

  it('starts a live product page from the embedded details and asks the api nothing more', async () => {
    const product = makeDetails({ ProductID: 7, Name: 'Royal Oak' });
    embed({ [catalogUrls.productDetails(7)]: product });
    const details = jest
      .spyOn(shopApi.catalog, 'productDetails')
      .mockResolvedValue({ ...product, Name: 'Royal Oak Jumbo' });
    jest.spyOn(shopApi.catalog, 'colourLookup').mockResolvedValue([]);
    render(pageTree('/Items/7'));
    // The first render already shows the product: no skeleton in between, and no second call.
    expect(screen.getByRole('heading', { level: 1, name: 'Royal Oak' })).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Royal Oak' })).toBeInTheDocument();
    expect(details).not.toHaveBeenCalled();
  });

  it("paints a product the api has none of as the 404 page, then asks again with the visitor's session", async () => {
    const none = { [catalogUrls.productDetails(8)]: null };
    const painted = paint('/Items/8', none);
    expect(
      within(painted).getByRole('heading', { level: 1, name: 'Item not found' }),
    ).toBeInTheDocument();
    expect(within(painted).getByText('Opps! Page not found.')).toBeInTheDocument();
    expect(within(painted).getByRole('button', { name: 'Go Home' })).toHaveAttribute('href', '/');
    clearDocument();
    // A seller sees their own unlisted piece once the live page asks with their session.
    embed(none);
    const details = jest
      .spyOn(shopApi.catalog, 'productDetails')
      .mockResolvedValue(makeDetails({ ProductID: 8, Name: 'Kelly 28' }));
    jest.spyOn(shopApi.catalog, 'colourLookup').mockResolvedValue([]);
    render(pageTree('/Items/8'));
    expect(screen.getByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kelly 28' })).toBeInTheDocument();
    expect(details).toHaveBeenCalledTimes(1);
  });

  it('asks the api for a filter chosen after the first paint, and shows its failure', async () => {
    embed(listResponses());
    jest.spyOn(shopApi.catalog, 'products').mockRejectedValue(new Error('down'));
    jest.spyOn(shopApi.catalog, 'facets').mockResolvedValue(counts);
    jest.spyOn(shopApi.catalog, 'categoryLookup').mockResolvedValue(categories);
    jest.spyOn(shopApi.catalog, 'brandLookup').mockResolvedValue(brands);
    jest.spyOn(shopApi.catalog, 'genderLookup').mockResolvedValue(genders);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(pageTree('/Items'));
    expect(screen.getByText('Daytona')).toBeInTheDocument();
    // A list the page was not painted with comes from the api; its failure is logged and shown.
    act(() => screen.getByRole('checkbox', { name: `${brands[0]!.Name} (2)` }).click());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Error fetching products:', expect.any(Error));
  });

  // endFirstPaint holds for the rest of this file: the live pages above run before it.
  it('starts the live list from the embedded answers, keeps them a while, then asks the api', async () => {
    embed(listResponses());
    const products = jest.spyOn(shopApi.catalog, 'products').mockResolvedValue(list);
    jest.spyOn(shopApi.catalog, 'facets').mockResolvedValue(counts);
    jest.spyOn(shopApi.catalog, 'categoryLookup').mockResolvedValue(categories);
    const brandLookup = jest.spyOn(shopApi.catalog, 'brandLookup').mockResolvedValue(brands);
    jest.spyOn(shopApi.catalog, 'genderLookup').mockResolvedValue(genders);
    const first = render(pageTree('/Items'));
    // The first render already shows the products and filters: no skeleton in between.
    expect(screen.getByText('Daytona')).toBeInTheDocument();
    expect(screen.getByText('Nautilus')).toBeInTheDocument();
    await act(async () => {});
    expect(products).not.toHaveBeenCalled();
    expect(brandLookup).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: `${brands[0]!.Name} (2)` })).toBeInTheDocument();
    first.unmount();

    // After the shell's first commit, the list visited again shows the answers it has kept.
    act(() => endFirstPaint());
    const again = render(pageTree('/Items'));
    expect(screen.getByText('Nautilus')).toBeInTheDocument();
    again.unmount();

    // A fresh page starts from the api alone.
    resetQueryCache();
    products.mockResolvedValue([list[0]!]);
    render(pageTree('/Items'));
    expect(screen.queryByText('Daytona')).not.toBeInTheDocument();
    expect(await screen.findByText('Daytona')).toBeInTheDocument();
    expect(screen.queryByText('Nautilus')).not.toBeInTheDocument();
  });
});

describe("the catalog's first paint in Arabic", () => {
  /** The list's answers as the api sends them in Arabic: names with their Arabic ones. */
  const arabicResponses = (): FirstPaintResponses => ({
    ...listResponses({}, 'ar'),
    [catalogUrls.brandLookup()]: brands.map((b) =>
      b.Name === 'Rolex' ? { ...b, NameAr: 'رولكس' } : b,
    ),
    [catalogUrls.products(productPageQuery({}, 1, 'ar'))]: [
      makeProduct({ ProductID: 1, Name: 'Daytona', NameAr: 'دايتونا' }),
      makeProduct({ ProductID: 2, Name: 'Nautilus' }),
    ],
  });

  it('paints English and Arabic, and loads the Arabic of every catalog it bundles first', async () => {
    expect(firstPaintModule.languages).toEqual(['en', 'ar']);
    await prepare('ar');
    // The shared catalog and each page's own: the pages render without waiting for a chunk.
    for (const catalog of [catalogMessages, homeMessages, listMessages, productMessages]) {
      expect(catalog.has('ar')).toBe(true);
    }
    const painted = paint('/Items', arabicResponses(), 'ar');
    const view = within(painted);
    const breadcrumb = view.getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(breadcrumb).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/');
    expect(view.getByRole('heading', { level: 1, name: 'وصل حديثًا' })).toBeInTheDocument();
    expect(view.getByRole('combobox', { name: 'ترتيب حسب' })).toBeInTheDocument();
    expect(view.getByRole('checkbox', { name: /^رولكس/ })).toBeInTheDocument();
    expect(view.getByRole('heading', { level: 3, name: 'دايتونا' })).toBeInTheDocument();
    // A name without an Arabic one, as it is.
    expect(view.getByRole('heading', { level: 3, name: 'Nautilus' })).toBeInTheDocument();
    expect(view.queryByText('Sort by')).not.toBeInTheDocument();
    // The markup leaves the direction to the shell's <html dir>: only numbers are marked ltr.
    expect(painted.querySelector('[dir="rtl"]')).toBeNull();
    // The language of the process is English again.
    expect(activeLanguage()).toBe('en');
  });

  it('keeps English exactly as it was, with the same styles in both languages', async () => {
    await prepare('ar');
    const before = renderPage('/Items', listResponses(), 'en');
    const arabic = renderPage('/Items', listResponses({}, 'ar'), 'ar');
    const english = renderPage('/Items', listResponses(), 'en');
    expect(english).toEqual(before);
    expect(arabic.html).not.toBe(english.html);
    expect(arabic.css).toBe(english.css);
    const view = within(paint('/Items', listResponses(), 'en'));
    expect(view.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(view.getByRole('checkbox', { name: 'Rolex (2)' })).toBeInTheDocument();
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
    const painted = paint('/Items/7', { [catalogUrls.productDetails(7)]: product }, 'ar');
    const view = within(painted);
    expect(view.getByRole('heading', { level: 1, name: 'رويال أوك' })).toBeInTheDocument();
    expect(view.getByText('بحالة ممتازة', { selector: 'strong' }).parentElement).toHaveTextContent(
      'الحالة: بحالة ممتازة',
    );
    expect(view.getByRole('button', { name: 'أضف إلى سلة التسوق' })).toBeInTheDocument();
    const [price] = view.getAllByText(arabicPrice(52000));
    expect(price).toHaveAttribute('dir', 'ltr');
  });

  it('paints the home page in Arabic', async () => {
    await prepare('ar');
    const painted = paint(
      '/',
      {
        [catalogUrls.categories()]: [{ ...categories[0]!, NameAr: 'ساعات' }],
        [catalogUrls.brands()]: brands,
        [catalogUrls.newArrivals('ar')]: [makeProduct({ Name: 'Birkin 30', NameAr: 'بيركين 30' })],
        [catalogUrls.featuredPromotion()]: makePromotion(),
      },
      'ar',
    );
    const view = within(painted);
    expect(
      view.getByRole('heading', { level: 1, name: 'ارتقِ بأناقتك! اشترِ وبِع قطعك الفاخرة معنا.' }),
    ).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'أقوى تخفيضات العام' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'ساعات' })).toHaveAttribute('href', '/Items?category=1');
    expect(view.getByRole('heading', { level: 3, name: 'بيركين 30' })).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'لماذا تتسوّق مع ريلوكس؟' })).toBeInTheDocument();
  });
});
