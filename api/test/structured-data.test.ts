import { HEAD_EN, PENDING_HEAD_ATTRIBUTE, type ProductDetails } from '../src/contracts';
import { paintedHead, withPageHead } from '../src/page-head';
import { addressIn, canonicalPath } from '../src/page-head/canonical';
import {
  breadcrumbJsonLd,
  itemConditionOf,
  jsonLdScript,
  productJsonLd,
} from '../src/page-head/structured-data';
import { jsonLdSchema } from './helpers/schema-org';

const ORIGIN = 'https://shop.example';
const DETAILS_URL = '/api/Products/getProductDetails.php?ProductID=';

const product = (fields: Partial<ProductDetails> = {}): ProductDetails =>
  ({
    ProductID: 12,
    UserID: 2,
    Status: 'Available',
    Name: 'Birkin 30',
    NameAr: 'بيركين 30',
    Description: 'Togo leather, gold hardware.',
    ProductionYear: '2026-01-02',
    Price: 48000,
    Quantity: 1,
    OfferPrice: 0,
    BrandID: 2,
    CategoireID: 2,
    SexID: 2,
    BrandName: 'Hermès',
    BrandNameAr: 'هيرميس',
    ConditionID: 2,
    Condition: 'Pristine',
    Image: ['/uploads/a.webp', 'https://cdn.example/b.webp'],
    ...fields,
  }) as ProductDetails;

/** Every JSON-LD block of a painted page, parsed. */
function blocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
}

const headOf = (address: string, answer: unknown, language: 'en' | 'ar' = 'en') => {
  const [pathname = '/', search = ''] = address.split('?');
  return paintedHead({
    pathname,
    search,
    language,
    origin: ORIGIN,
    answers: { [`${DETAILS_URL}12`]: answer },
  });
};

describe('structured data', () => {
  const cases: [string, ProductDetails][] = [
    ['a pre-owned piece in stock', product()],
    ['a new one on offer', product({ ConditionID: 1, OfferPrice: 15 })],
    ['a sold-out one', product({ Quantity: 0, Status: 'SoldOut' })],
    [
      'one without images, brand or condition',
      product({ Image: [], BrandName: '', ConditionID: null }),
    ],
    ['one without a description', product({ Description: '' })],
  ];

  it.each(cases)('is a valid schema.org Product and BreadcrumbList for %s', (_case, details) => {
    for (const language of ['en', 'ar'] as const) {
      const head = paintedHead({
        pathname: '/Items/12',
        search: '',
        language,
        origin: ORIGIN,
        answers: { [`${DETAILS_URL}12`]: details },
      });
      const found = blocks(head.data);
      expect(found.map((block) => (block as { '@type': string })['@type'])).toEqual([
        'Product',
        'BreadcrumbList',
      ]);
      for (const block of found) expect(jsonLdSchema.parse(block)).toEqual(block);
    }
  });

  it('is valid for the list, its filters and a search', () => {
    for (const address of ['/Items', '/Items?brand=1', '/Items?q=<b>"birkin"</b>']) {
      const [pathname = '', search = ''] = address.split('?');
      const head = paintedHead({ pathname, search, language: 'en', origin: ORIGIN, answers: {} });
      const [crumbs, ...more] = blocks(head.data);
      expect(more).toEqual([]);
      expect(jsonLdSchema.parse(crumbs)).toEqual(crumbs);
    }
  });

  it('offers the price paid, in AED, with its availability and condition', () => {
    const data = productJsonLd({
      product: product({ Price: 1000, OfferPrice: 15, Quantity: 0 }),
      name: 'Birkin 30',
      description: 'x',
      url: `${ORIGIN}/Items/12`,
      origin: ORIGIN,
    });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: `${ORIGIN}/Items/12`,
      price: '850.00',
      priceCurrency: 'AED',
      availability: 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/UsedCondition',
    });
    expect(data.image).toEqual([`${ORIGIN}/uploads/a.webp`, 'https://cdn.example/b.webp']);
  });

  it('maps the conditions: New with tags is new, every other one and none is used', () => {
    expect(itemConditionOf(1)).toBe('https://schema.org/NewCondition');
    for (const id of [2, 3, 4, 5, null, undefined]) {
      expect(itemConditionOf(id)).toBe('https://schema.org/UsedCondition');
    }
  });

  it('cannot be closed or commented by the text it carries', () => {
    const name = '</script><script>alert(1)</script><!--\u2028';
    const html = jsonLdScript(breadcrumbJsonLd([{ name }]));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<!--|\u2028/);
    expect(blocks(html)).toEqual([breadcrumbJsonLd([{ name }])]);
  });
});

describe('the canonical address', () => {
  it("keeps the list's filters in one order and drops tracking, sort and unknown parameters", () => {
    expect(
      canonicalPath(
        '/items/',
        '?utm_source=mail&sex=2&brand=3,1,3&gclid=x&fbclid=y&sort=price_asc&condition=2&foo=1&lang=ar',
      ),
    ).toBe('/Items?brand=1,3&sex=2&condition=2');
    expect(canonicalPath('/Items', '?q=%20birkin%20bag&price_max=900&price_min=100')).toBe(
      '/Items?price_min=100&price_max=900&q=birkin%20bag',
    );
    expect(canonicalPath('/Items', '?utm_campaign=x')).toBe('/Items');
    expect(canonicalPath('/items/0012', '?utm_medium=social')).toBe('/Items/12');
    expect(canonicalPath('/', '?fbclid=1')).toBe('/');
    expect(canonicalPath('/nope', '')).toBeUndefined();
  });

  it('names a language other than English with ?lang=', () => {
    expect(addressIn('/Items/12', 'ar')).toBe('/Items/12?lang=ar');
    expect(addressIn('/Items?brand=1', 'ar')).toBe('/Items?brand=1&lang=ar');
    expect(addressIn('/Items?brand=1', 'en')).toBe('/Items?brand=1');
  });
});

describe('the painted head', () => {
  it("gives a product page its address, alternates, sharing tags, in the page's language", () => {
    const english = headOf('/Items/12?utm_source=x', product({ OfferPrice: 10 }));
    expect(english.status).toBe(200);
    expect(english.title).toBe('Birkin 30 | Reluxe');
    const tags = english.tags;
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/Items/12">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/Items/12">`);
    expect(tags).toContain(
      `<link rel="alternate" hreflang="ar" href="${ORIGIN}/Items/12?lang=ar">`,
    );
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/Items/12">`);
    expect(tags).toContain('<meta property="og:type" content="product">');
    expect(tags).toContain(`<meta property="og:image" content="${ORIGIN}/uploads/a.webp">`);
    expect(tags).toContain('<meta property="product:price:amount" content="43200.00">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    const arabic = headOf('/Items/12', product(), 'ar');
    expect(arabic.title).toBe('بيركين 30 | ريلوكس');
    expect(arabic.tags).toContain(`<link rel="canonical" href="${ORIGIN}/Items/12?lang=ar">`);
    expect(arabic.tags).toContain('<meta property="og:title" content="بيركين 30">');
  });

  it('answers 404 without an address of its own for a product that is not there', () => {
    for (const head of [headOf('/Items/12', null), headOf('/Items/x', undefined)]) {
      expect(head).toMatchObject({
        status: 404,
        title: 'Item not found | Reluxe',
        tags: '',
        data: '',
      });
    }
  });

  it('marks a title painted before the product came, for the browser to finish', () => {
    const page = '<html><head><title>Old</title></head><body></body></html>';
    const late = paintedHead({
      pathname: '/Items/12',
      search: '',
      language: 'en',
      origin: ORIGIN,
      answers: {},
    });
    expect(late).toMatchObject({ status: 200, title: HEAD_EN.homeTitle, pending: true });
    expect(withPageHead(page, late)).toContain(`<title ${PENDING_HEAD_ATTRIBUTE}>`);
    const known = headOf('/Items/12', product());
    expect(known.pending).toBe(false);
    expect(withPageHead(page, known)).toContain('<title>Birkin 30 | Reluxe</title>');
  });

  it('escapes what a product brings into the markup', () => {
    const head = headOf('/Items/12', product({ Name: 'A "B" <i>&</i> $& $1' }));
    const html = withPageHead(
      '<html><head><meta name="description" content="old"><title>Old</title></head><body></body></html>',
      head,
    );
    expect(html).toContain(
      '<title>A &quot;B&quot; &lt;i&gt;&amp;&lt;/i&gt; $&amp; $1 | Reluxe</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="A &quot;B&quot; &lt;i&gt;&amp;&lt;/i&gt; $&amp; $1">',
    );
    expect(html).not.toContain('content="old"');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });
});
