import { act, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  catalogUrls,
  createAppStore,
  restorePersistedState,
  setLanguage,
  shopApi,
  TEXT,
  type FirstPaintResponses,
  type Language,
} from 'shared-contracts';
import { listQueryOfUrl, productPageQuery } from 'shared-contracts/product-list';
import {
  brands,
  categories,
  genders,
  makeDetails,
  makeProduct,
  makePromotion,
} from '../shared/fixtures';
import { facetsUrlOf } from '../features/item-list/use-facets';
import { prepare } from './server';
import { clearDocument, counts, embed, pageTree, paint } from './test-utils';

const list = [
  makeProduct({ ProductID: 1, Name: 'Daytona', NameAr: 'دايتونا' }),
  makeProduct({ ProductID: 2, Name: 'Nautilus', OfferPrice: 10 }),
];

const product = makeDetails({
  ProductID: 7,
  Name: 'Royal Oak',
  NameAr: 'رويال أوك',
  ConditionID: 3,
});

const SEARCH = '?q=Birkin%2025&sort=price_desc&condition=2&price_max=90000';

/** The answers of the list at `search`, as the api asks for them (server.requests). */
function listResponses(search: string, language: Language = 'en'): FirstPaintResponses {
  const query = listQueryOfUrl(new URLSearchParams(search));
  return {
    [catalogUrls.categoryLookup()]: categories,
    [catalogUrls.brandLookup()]: brands,
    [catalogUrls.genderLookup()]: genders,
    [catalogUrls.products(productPageQuery(query, 1, language))]: list,
    [facetsUrlOf(query)]: counts,
  };
}

const homeResponses = (language: Language): FirstPaintResponses => ({
  [catalogUrls.categories()]: categories,
  [catalogUrls.brands()]: brands,
  [catalogUrls.newArrivals(language)]: list,
  [catalogUrls.featuredPromotion()]: null,
});

const productResponses: FirstPaintResponses = { [catalogUrls.productDetails(7)]: product };

/** The api answers the live page's own calls just as it answered the first paint. */
function answerAsPainted() {
  jest.spyOn(shopApi.catalog, 'categories').mockResolvedValue(categories);
  jest.spyOn(shopApi.catalog, 'brands').mockResolvedValue(brands);
  jest.spyOn(shopApi.catalog, 'newArrivals').mockResolvedValue(list);
  jest.spyOn(shopApi.catalog, 'categoryLookup').mockResolvedValue(categories);
  jest.spyOn(shopApi.catalog, 'brandLookup').mockResolvedValue(brands);
  jest.spyOn(shopApi.catalog, 'genderLookup').mockResolvedValue(genders);
  jest.spyOn(shopApi.catalog, 'products').mockResolvedValue(list);
  jest.spyOn(shopApi.catalog, 'facets').mockResolvedValue(counts);
  jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(product);
  jest.spyOn(shopApi.catalog, 'colourLookup').mockResolvedValue([]);
  jest.spyOn(shopApi.promotions, 'featured').mockResolvedValue(null);
}

interface PaintedPage {
  name: string;
  url: string;
  language: Language;
  responses: FirstPaintResponses;
  /** The call the live page makes again once it is hydrated. */
  checks: 'newArrivals' | 'products' | 'productDetails';
  /** What the visitor sees of it first: its main heading and what they would tap. */
  marks: (page: ReturnType<typeof within>) => HTMLElement[];
}

const PAGES: PaintedPage[] = [
  {
    name: 'the home page',
    url: '/',
    language: 'en',
    responses: homeResponses('en'),
    checks: 'newArrivals',
    marks: (page) => [
      page.getByRole('heading', { level: 1, name: TEXT.heroTitle }),
      page.getByRole('link', { name: 'Watches' }),
      page.getByRole('link', { name: 'Daytona' }),
    ],
  },
  {
    name: 'the list',
    url: '/Items',
    language: 'en',
    responses: listResponses(''),
    checks: 'products',
    marks: (page) => [
      page.getByRole('heading', { level: 1, name: "What's New" }),
      page.getByRole('link', { name: 'Daytona' }),
      page.getByRole('checkbox', { name: `${brands[0]!.Name} (2)` }),
      page.getByRole('combobox', { name: 'Sort by' }),
    ],
  },
  {
    name: 'a search with a sort, a filter and a price bound',
    url: `/Items${SEARCH}`,
    language: 'en',
    responses: listResponses(SEARCH),
    checks: 'products',
    marks: (page) => [
      page.getByRole('heading', { level: 1, name: 'Search: "Birkin 25"' }),
      page.getByRole('link', { name: 'Daytona' }),
      page.getByRole('checkbox', { name: 'Pristine (2)' }),
      page.getByRole('spinbutton', { name: 'Max price' }),
    ],
  },
  {
    name: 'a product page',
    url: '/Items/7',
    language: 'en',
    responses: productResponses,
    checks: 'productDetails',
    marks: (page) => [
      page.getByRole('heading', { level: 1, name: 'Royal Oak' }),
      page.getByRole('button', { name: 'Add to Cart' }),
      page.getByRole('button', { name: 'Buy Now' }),
    ],
  },
  {
    name: 'the home page in Arabic',
    url: '/',
    language: 'ar',
    responses: homeResponses('ar'),
    checks: 'newArrivals',
    marks: (page) => [
      page.getByRole('heading', { level: 1, name: 'ارتقِ بأناقتك! اشترِ وبِع قطعك الفاخرة معنا.' }),
      page.getByRole('link', { name: 'دايتونا' }),
    ],
  },
  {
    name: 'the list in Arabic',
    url: '/Items',
    language: 'ar',
    responses: listResponses('', 'ar'),
    checks: 'products',
    marks: (page) => [
      page.getByRole('heading', { level: 1, name: 'وصل حديثًا' }),
      page.getByRole('link', { name: 'دايتونا' }),
      page.getByRole('combobox', { name: 'ترتيب حسب' }),
    ],
  },
  {
    name: 'a product page in Arabic',
    url: '/Items/7',
    language: 'ar',
    responses: productResponses,
    checks: 'productDetails',
    marks: (page) => [
      page.getByRole('heading', { level: 1, name: 'رويال أوك' }),
      page.getByRole('button', { name: 'أضف إلى سلة التسوق' }),
    ],
  },
];

describe("the catalog's pages in the browser, over their first paint", () => {
  let root: Root | undefined;

  beforeEach(() => {
    answerAsPainted();
  });
  afterEach(async () => {
    act(() => root?.unmount());
    root = undefined;
    clearDocument();
    localStorage.clear();
    jest.restoreAllMocks();
    await act(() => setLanguage('en', { remember: false }));
  });

  it.each(PAGES)('adopts the markup of $name as it is', async (page) => {
    await prepare(page.language);
    const painted = paint(page.url, page.responses, page.language);
    embed(page.responses);
    const before = page.marks(within(painted));
    const markup = painted.innerHTML;
    // The browser hydrates only in the language the page was painted in, its catalogs loaded.
    await act(() => setLanguage(page.language, { remember: false }));
    const error = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];

    await act(async () => {
      root = hydrateRoot(painted, pageTree(page.url), {
        onRecoverableError: (cause) => recoverable.push(cause),
      });
    });

    // On a mismatch React reports it and renders afresh: these would be new nodes.
    expect(recoverable).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    const after = page.marks(within(painted));
    after.forEach((element, index) => expect(element).toBe(before[index]));
    // The painted answers are the page's data: it asks the api nothing for what it shows.
    expect(shopApi.catalog[page.checks]).not.toHaveBeenCalled();
    expect(painted.innerHTML).toBe(markup);
  });

  it("adopts the markup with the visitor's saved bag, then shows it", async () => {
    localStorage.setItem('cart', JSON.stringify([{ ...product, Image: '', Quantity: 2 }]));
    const painted = paint('/Items/7', productResponses);
    embed(productResponses);
    const heading = within(painted).getByRole('heading', { level: 1, name: 'Royal Oak' });
    const error = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    // As the shell's browser store: the saved parts come in after the hydrating render.
    const store = createAppStore({ restore: 'later' });

    await act(async () => {
      root = hydrateRoot(painted, pageTree('/Items/7', store), {
        onRecoverableError: (cause) => recoverable.push(cause),
      });
    });
    expect(recoverable).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(within(painted).getByRole('heading', { level: 1, name: 'Royal Oak' })).toBe(heading);

    act(() => restorePersistedState(store));
    expect(within(painted).getByRole('button', { name: 'Remove from Cart' })).toBeInTheDocument();
  });

  it("adopts a 'Newly added' badge the device's clock would no longer show", async () => {
    // Painted a day after the piece was listed; the device hydrates months later.
    const paintedAt = Date.parse('2026-03-02T10:00:00Z');
    const listed = { ...product, ProductionYear: '2026-03-01T09:00:00Z' };
    const responses = { [catalogUrls.productDetails(7)]: listed };
    jest.spyOn(shopApi.catalog, 'productDetails').mockResolvedValue(listed);
    const painted = paint('/Items/7', responses, 'en', paintedAt);
    embed(responses, paintedAt);
    const badge = within(painted).getByText(TEXT.newlyAdded);
    const recoverable: unknown[] = [];

    await act(async () => {
      root = hydrateRoot(painted, pageTree('/Items/7'), {
        onRecoverableError: (cause) => recoverable.push(cause),
      });
    });
    expect(recoverable).toEqual([]);
    expect(within(painted).getByText(TEXT.newlyAdded)).toBe(badge);
  });

  it.each(['en', 'ar'] as const)(
    "adopts the sale banner painted a while ago, then counts from the device's clock (%s)",
    async (language) => {
      // Painted 90 s before the browser hydrates it (the api keeps a render up to a minute).
      const paintedAt = Date.now() - 90_000;
      const promotion = makePromotion({
        EndsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      });
      const responses = {
        ...homeResponses(language),
        [catalogUrls.featuredPromotion()]: promotion,
      };
      jest.spyOn(shopApi.promotions, 'featured').mockResolvedValue(promotion);
      await prepare(language);
      const painted = paint('/', responses, language, paintedAt);
      embed(responses, paintedAt);
      const name = language === 'en' ? TEXT.saleTitle : 'أقوى تخفيضات العام';
      const title = within(painted).getByRole('heading', { level: 2, name });
      const timer = within(painted).getByRole('timer');
      const paintedTime = timer.textContent;
      await act(() => setLanguage(language, { remember: false }));
      const error = jest.spyOn(console, 'error');
      const recoverable: unknown[] = [];

      await act(async () => {
        root = hydrateRoot(painted, pageTree('/'), {
          onRecoverableError: (cause) => recoverable.push(cause),
        });
      });
      expect(recoverable).toEqual([]);
      expect(error).not.toHaveBeenCalled();
      expect(within(painted).getByRole('heading', { level: 2, name })).toBe(title);
      expect(within(painted).getByRole('timer')).toBe(timer);
      // The painted countdown was 90 s behind: the live one has moved on.
      expect(timer.textContent).not.toBe(paintedTime);
      expect(within(painted).getByText('SALE')).toBeInTheDocument();
    },
  );
});
