import { catalogUrls } from '../api/client';
import type { Language } from '../i18n/language';
import { COMMON_EN } from '../i18n/common.en';
import commonAr from '../i18n/locales/common.ar';
import { ROUTE_TABLE } from '../remotes/route-table';
import type { ProductDetails } from '../entities/catalog';
import { productIdOf } from '../rules/ids';
import ar from './i18n/ar';
import {
  HEAD_EN,
  headMessagesIn,
  headRequests,
  headText,
  pageHeadOf,
  type AnswerOf,
} from './page-head';

const textIn = (language: Language) => headText(language === 'ar' ? ar : HEAD_EN);

const daytona = {
  ProductID: 7,
  Name: 'Rolex Daytona Cosmograph',
  NameAr: 'رولكس دايتونا كوزموغراف',
  Description: 'Steel, 40 mm, box and papers.',
  Price: 50000,
  OfferPrice: 10,
  Quantity: 1,
} as ProductDetails;

const answers: Record<string, unknown> = {
  [catalogUrls.productDetails(7)]: daytona,
  [catalogUrls.productDetails(8)]: null,
  [catalogUrls.brandLookup()]: [
    { BrandID: 1, Name: 'Rolex', NameAr: 'رولكس' },
    { BrandID: 2, Name: 'Hermès', NameAr: null },
  ],
  [catalogUrls.categoryLookup()]: [{ CategoireID: 3, Name: 'Watches', NameAr: 'ساعات' }],
  [catalogUrls.genderLookup()]: [{ SexID: 1, Name: 'Men', NameAr: 'رجال' }],
};
const answerOf: AnswerOf = (url) => answers[url];

const headOf = (address: string, language: Language = 'en', read: AnswerOf = answerOf) => {
  const [pathname = '/', search = ''] = address.split('?');
  return pageHeadOf({ pathname, search }, read, language, textIn(language));
};

describe('the head of each page', () => {
  it('keeps the shop title on the home page, in each language', () => {
    expect(headOf('/')).toEqual({
      title: 'Reluxe | Pre-owned luxury watches, bags and jewellery',
      description: HEAD_EN.homeDescription,
      notFound: false,
    });
    expect(headOf('/?lang=ar', 'ar').title).toBe(ar.homeTitle);
  });

  it('names a product by its name, Arabic when the page is and it has one', () => {
    expect(headOf('/Items/7')).toEqual({
      title: 'Rolex Daytona Cosmograph | Reluxe',
      description:
        'Rolex Daytona Cosmograph: a pre-owned piece authenticated by our experts, 45,000 AED at Reluxe. Steel, 40 mm, box and papers.',
      notFound: false,
    });
    const arabic = headOf('/items/7', 'ar');
    expect(arabic.title).toBe('رولكس دايتونا كوزموغراف | ريلوكس');
    // The price paid (the 10% offer applied), as the Arabic page writes it.
    expect(arabic.description).toContain('45,000');
    expect(headOf('/Items/7', 'ar', () => ({ ...daytona, NameAr: null })).title).toBe(
      'Rolex Daytona Cosmograph | ريلوكس',
    );
  });

  it('describes a product without a description, and cuts a long one at a word', () => {
    const bare = headOf('/Items/7', 'en', () => ({ ...daytona, Description: ' ' }));
    expect(bare.description).toBe(
      'Rolex Daytona Cosmograph: a pre-owned piece authenticated by our experts, 45,000 AED at Reluxe.',
    );
    const long = headOf('/Items/7', 'en', () => ({ ...daytona, Description: 'word '.repeat(30) }));
    expect(long.description.length).toBeLessThanOrEqual(160);
    expect(long.description).toMatch(/word…$/);
  });

  it('is not found for an unknown address or a product that is not there', () => {
    expect(headOf('/nope')).toMatchObject({ title: 'Page not found | Reluxe', notFound: true });
    expect(headOf('/Items/8')).toMatchObject({ title: 'Item not found | Reluxe', notFound: true });
    expect(headOf('/Items/abc').notFound).toBe(true);
    expect(headOf('/Items/0').notFound).toBe(true);
    expect(headOf('/Items/7', 'en', () => ({})).notFound).toBe(true);
    expect(headOf('/nope', 'ar').title).toBe('الصفحة غير موجودة | ريلوكس');
    // Not known yet (the answer did not come in time): found, with the shop's title.
    expect(headOf('/Items/9')).toMatchObject({ title: HEAD_EN.homeTitle, notFound: false });
  });

  it("titles the list What's New, a filter by its names, a search by its text", () => {
    expect(headOf('/Items').title).toBe("What's New | Reluxe");
    expect(headOf('/Items?brand=1').title).toBe('Rolex | Reluxe');
    expect(headOf('/Items?brand=1', 'ar').title).toBe('رولكس | ريلوكس');
    expect(headOf('/Items?category=3').title).toBe('Watches | Reluxe');
    expect(headOf('/Items?category=3&brand=2,1').title).toBe('Rolex, Hermès, Watches | Reluxe');
    expect(headOf('/Items?category=3&brand=2,1', 'ar').title).toBe('رولكس، Hermès، ساعات | ريلوكس');
    expect(headOf('/Items?brand=1,2&category=3&sex=1').title).toBe("What's New | Reluxe");
    expect(headOf('/Items?brand=99&condition=2').title).toBe("What's New | Reluxe");
    expect(headOf('/Items?brand=1').description).toBe(
      'Pre-owned Rolex at Reluxe, each piece authenticated by our experts. Prices in AED.',
    );
    expect(headOf('/Items?q=birkin&brand=1').title).toBe('Search: "birkin" | Reluxe');
    expect(headOf('/Items?q=birkin', 'ar').title).toBe('نتائج البحث عن: «birkin» | ريلوكس');
  });

  it("titles the shopper's pages by their heading and the back-office in English", () => {
    expect(headOf('/cart').title).toBe('Shopping Cart | Reluxe');
    expect(headOf('/fav').title).toBe('Your Favourites | Reluxe');
    expect(headOf('/Sell').title).toBe('Sell Your Product Now! | Reluxe');
    expect(headOf('/orders/12').title).toBe('Order #12 | Reluxe');
    expect(headOf('/cart', 'ar').title).toBe('سلة التسوق | ريلوكس');
    expect(headOf('/ShowBrands', 'ar').title).toBe('Brands | Reluxe');
    for (const { path } of ROUTE_TABLE) {
      const head = headOf(path.replace(/:\w+/g, '1'));
      expect(head.notFound).toBe(false);
      expect(head.title).toMatch(/Reluxe/);
      expect(head.description).not.toBe('');
    }
  });
});

describe('the reads of the head', () => {
  it("are the page's own: a product's details, the lookups of the named filters", () => {
    expect(headRequests({ pathname: '/Items/7', search: '' })).toEqual([
      catalogUrls.productDetails(7),
    ]);
    expect(headRequests({ pathname: '/Items', search: '?brand=1&sex=2&condition=1' })).toEqual([
      catalogUrls.brandLookup(),
      catalogUrls.genderLookup(),
    ]);
    expect(headRequests({ pathname: '/Items', search: '?q=x&brand=1' })).toEqual([]);
    expect(headRequests({ pathname: '/Items/x', search: '' })).toEqual([]);
    expect(headRequests({ pathname: '/cart', search: '' })).toEqual([]);
  });

  it('reads a product id as the page does: a positive whole number in digits', () => {
    expect(productIdOf('12')).toBe(12);
    expect(productIdOf('012')).toBe(12);
    for (const id of ['0', '-1', '1.5', '1e3', 'abc', '', undefined, '99999999999999999999']) {
      expect(productIdOf(id)).toBeUndefined();
    }
  });
});

describe("the head's messages", () => {
  it('come in each language, Arabic from its own chunk', async () => {
    expect(await headMessagesIn('en')).toBe(HEAD_EN);
    expect(await headMessagesIn('ar')).toEqual(ar);
  });

  it('say what the pages say, in both languages', () => {
    const shared = [
      ['whatsNew', 'whatsNew'],
      ['itemNotFound', 'itemNotFound'],
      ['notFoundDescription', 'notFoundText'],
      ['shoppingCart', 'shoppingCart'],
      ['favourites', 'favourites'],
      ['placeYourOrder', 'placeYourOrder'],
      ['sell', 'sellTitle'],
    ] as const;
    for (const [head, common] of shared) {
      expect([HEAD_EN[head], ar[head]]).toEqual([COMMON_EN[common], commonAr[common]]);
    }
  });
});
