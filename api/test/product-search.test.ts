import { LIMITS, PUBLIC_STATUSES, type SearchResult } from '../src/contracts';
import {
  RECENT_WINDOW,
  RareWords,
  SEARCH_CANDIDATES,
  SHORT_TEXT_WINDOW,
  hasTrigram,
  searchProducts,
} from '../src/routes/products/search';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

// Product suggestions are the newest SEARCH_CANDIDATES public matches, ranked "starts with" first
// and then newest, first LIMITS.searchSuggestions of them. On PostgreSQL the route first tries the
// newest RECENT_WINDOW products only (a prepared statement) and runs the full search when that
// finds fewer than SEARCH_CANDIDATES: both ways must answer exactly the same, checked here against
// the rule computed in JavaScript over every product.

/** Products added after the demo catalogue, oldest first: `count` copies named by `name(i)`. */
const BATCHES: { count: number; status?: string; name: (i: number) => string }[] = [
  // Older than the newest RECENT_WINDOW products: found by the full search only.
  { count: 30, name: (i) => (i % 3 ? `Vintage Oldword ${i}` : `Oldword Case ${i}`) },
  { count: 45, name: (i) => `Mixword early ${i}` },
  { count: 20, name: (i) => `Splitword old ${i}` },
  { count: 5, status: 'Archived', name: (i) => `Oldword Archived ${i}` },
  { count: RECENT_WINDOW, name: (i) => `Filler ${i % 7 ? 'plain' : 'Mixword late'} ${i}` },
  { count: 60, name: (i) => (i % 4 ? `Bag Commonword ${i}` : `Commonword Tote ${i}`) },
  { count: 12, status: 'Submitted', name: (i) => `Commonword Submitted ${i}` },
  { count: 3, name: (i) => `Rare_Word 100% ${i}` },
  { count: 5, name: (i) => (i % 2 ? `New Splitword ${i}` : `Splitword new ${i}`) },
];

const SEARCHES = [
  'commonword',
  'COMMONWORD TOTE',
  'filler',
  'mixword',
  'splitword',
  'Mixword early',
  'oldword',
  'vintage oldword 1',
  'rare_word',
  'rare_',
  '100%',
  'word',
  'o',
  'nothing like this',
];

describe.each(BACKENDS)('product search suggestions on %s', (backend) => {
  let t: TestApp;
  let products: {
    id: number;
    name: string;
    name_ar: string | null;
    image: string;
    status: string;
  }[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    for (const batch of BATCHES) {
      const names = Array.from({ length: batch.count }, (_, i) => batch.name(i));
      await t.database.pool.query(
        `INSERT INTO products (user_id, status, name, description, price, quantity, images,
                               offer_price, brand_id, category_id, color_id, sex_id)
         SELECT t.user_id, $2, n.name, t.description, t.price, t.quantity, t.images,
                t.offer_price, t.brand_id, t.category_id, t.color_id, t.sex_id
         FROM unnest($1::text[]) WITH ORDINALITY AS n(name, k)
         CROSS JOIN (SELECT * FROM products WHERE status = 'Available' ORDER BY id LIMIT 1) t
         ORDER BY n.k`,
        [names, batch.status ?? 'Available'],
      );
    }
    const { rows } = await t.database.pool.query(
      `SELECT id, name, name_ar, array_to_string(images, ',') AS image, status FROM products ORDER BY id`,
    );
    products = rows;
  }, 120_000);
  afterAll(() => t.close());

  /** Suggestions as an English answer carries them: without NameAr. */
  const english = (results: SearchResult[]) => results.map(({ NameAr: _, ...rest }) => rest);

  /**
   * The rule, over every product (the search words are ASCII: JS and SQL lowercase alike), or for
   * a text without three letters or digits in a row over the newest `window` public products.
   */
  function expected(text: string, window = SHORT_TEXT_WINDOW): SearchResult[] {
    const word = text.toLowerCase();
    const publicProducts = products
      .filter((p) => (PUBLIC_STATUSES as readonly string[]).includes(p.status))
      .sort((a, b) => b.id - a.id);
    const candidates = (hasTrigram(text) ? publicProducts : publicProducts.slice(0, window))
      .filter((p) => p.name.toLowerCase().includes(word))
      .sort((a, b) => b.id - a.id)
      .slice(0, SEARCH_CANDIDATES);
    const starts = (p: { name: string }) => (p.name.toLowerCase().startsWith(word) ? 1 : 0);
    return candidates
      .sort((a, b) => starts(b) - starts(a) || b.id - a.id)
      .slice(0, LIMITS.searchSuggestions)
      .map((p) => ({ Name: p.name, NameAr: p.name_ar, Image: p.image, link: `/Items/${p.id}` }));
  }

  it('answers the newest matches, "starts with" first, with and without the first try', async () => {
    const rare = new RareWords();
    for (const text of SEARCHES) {
      const want = expected(text);
      expect(await searchProducts(t.database, text, 'ar')).toEqual(want);
      expect(await searchProducts(t.database, text, 'ar', rare)).toEqual(want);
      expect(await searchProducts(t.database, text, 'en', rare)).toEqual(english(want));
      // Once more: a word found rare above now skips the first try.
      expect(await searchProducts(t.database, text, 'ar', rare)).toEqual(want);
    }
    expect(expected('commonword')[0]?.Name).toMatch(/^Commonword Tote/);
    expect(expected('oldword').length).toBe(LIMITS.searchSuggestions);
    expect(expected('nothing like this')).toEqual([]);
  });

  it('searches a text without a trigram among the newest products only', async () => {
    expect(hasTrigram('zq')).toBe(false);
    expect(hasTrigram('a b')).toBe(false);
    expect(hasTrigram('x-q')).toBe(false);
    expect(hasTrigram('Vin')).toBe(true);
    expect(hasTrigram('été')).toBe(true);
    // "Vintage Oldword" products are older than the newest SHORT_TEXT_WINDOW: out of reach of "vi".
    const vintage = (found: SearchResult[]) => found.some((s) => s.Name.startsWith('Vintage'));
    expect(vintage(expected('vi', Infinity))).toBe(true);
    expect(vintage(expected('vi'))).toBe(false);
    expect(vintage(await searchProducts(t.database, 'vintage', 'ar'))).toBe(true);
    for (const window of [SHORT_TEXT_WINDOW, 200]) {
      for (const text of ['vi', 'o', 'zq', 'd 1', '% 1']) {
        const want = expected(text, window);
        expect(await searchProducts(t.database, text, 'ar', undefined, window)).toEqual(want);
        expect(await searchProducts(t.database, text, 'ar', new RareWords(), window)).toEqual(want);
      }
    }
    expect(expected('d 1', 200).length).toBeGreaterThan(0);
    expect(expected('% 1', 200).map((s) => s.Name)).toEqual(['Rare_Word 100% 1']);
  });

  it('runs the full search only for words with too few matches among the newest products', async () => {
    const statements = jest.spyOn(t.database, 'readArrays');
    const rare = new RareWords();
    const count = async (text: string) => {
      statements.mockClear();
      await searchProducts(t.database, text, 'ar', rare);
      return statements.mock.calls.length;
    };
    try {
      expect(await count('filler')).toBe(1); // thousands among the newest: the first try responses
      expect(await count('commonword')).toBe(1);
      expect(await count('mixword')).toBe(1); // more than 40 of its matches are recent
      expect(await count('oldword')).toBe(2); // none recent: first try, then the full search
      expect(await count('oldword')).toBe(1); // known rare: the full search alone
      expect(await count('OLDWORD case')).toBe(1); // starts with a rare word: full search alone
      expect(await count('old')).toBe(2); // not known: may be common
      expect(await count('rare_word')).toBe(2);
      expect(await count('splitword')).toBe(2); // 5 recent matches, 20 older: the full search
      expect(await count('splitword n')).toBe(1);
      expect(await count('zq')).toBe(1); // no trigram: the newest products only, one statement
    } finally {
      statements.mockRestore();
    }
  });

  it('answers the route from the same search, public items only', async () => {
    const res = await call(t, {
      method: 'GET',
      url: '/api/Products/searchproduct.php?query=commonword',
      headers: { 'cache-control': 'no-cache' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(english(expected('commonword')));
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const arabic = await call(t, {
      method: 'GET',
      url: '/api/Products/searchproduct.php?query=commonword&lang=ar',
    });
    expect(arabic.json()).toEqual(expected('commonword'));
    const old = await call(t, {
      method: 'GET',
      url: '/api/Products/searchproduct.php?query=OldWord',
    });
    expect(old.json()).toEqual(english(expected('oldword')));
    expect(old.json().some((s: SearchResult) => s.Name.includes('Archived'))).toBe(false);
  });
});
