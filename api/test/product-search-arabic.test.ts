import type { Product, SearchResult } from '../src/contracts';
import { BRANDS_AR } from '../src/db/seed/catalogue';
import { RareWords, foldSearchText, searchProducts } from '../src/routes/products/search';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

// Arabic names of brands and products are searched like the English ones: the suggestions of
// the search box (brands, products) and the list's `q`, with the common Arabic spelling variants
// folded on both sides, on a C ctype database where pg_trgm alone would find no Arabic trigram.

describe.each(BACKENDS)('Arabic names and search on %s', (backend) => {
  let t: TestApp;
  let rolexId: number;
  let omegaId: number;

  const get = async (url: string) => {
    const res = await call(t, { method: 'GET', url, headers: { 'cache-control': 'no-cache' } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const brandSearch = (text: string): Promise<SearchResult[]> =>
    get(`/api/Brand/searchbrand.php?query=${encodeURIComponent(text)}`);
  const productSearch = (text: string): Promise<SearchResult[]> =>
    get(`/api/Products/searchproduct.php?query=${encodeURIComponent(text)}&lang=ar`);
  const list = (text: string, extra = ''): Promise<Product[]> =>
    get(`/api/Products/getproduct.php?limit=100&q=${encodeURIComponent(text)}${extra}`);

  beforeAll(async () => {
    t = await startTestApp(backend);
    const { rows } = await t.database.pool.query<{ id: number; name: string }>(
      `SELECT id, name FROM brands WHERE name IN ('Rolex', 'Omega')`,
    );
    rolexId = rows.find((r) => r.name === 'Rolex')!.id;
    omegaId = rows.find((r) => r.name === 'Omega')!.id;
    // One product with an Arabic name only its Arabic spelling finds (not its brand's name).
    await t.database.pool.query(
      `INSERT INTO products (user_id, status, name, name_ar, description, price, quantity, images,
                             offer_price, brand_id, category_id, color_id, sex_id)
       SELECT user_id, 'Available', 'Tote 7', 'حَقيبةُ سفرٍ مُطرّزة', description, price, 1, images,
              0, brand_id, category_id, color_id, sex_id
         FROM products WHERE status = 'Available' AND brand_id = $1 ORDER BY id LIMIT 1`,
      [omegaId],
    );
    await t.database.pool.query(
      `INSERT INTO products (user_id, status, name, description, price, quantity, images,
                             offer_price, brand_id, category_id, color_id, sex_id)
       SELECT user_id, 'Available', 'Écharpe Été 3', description, price, 1, images,
              0, brand_id, category_id, color_id, sex_id
         FROM products WHERE status = 'Available' ORDER BY id LIMIT 1`,
    );
  }, 120_000);
  afterAll(() => t.close());

  it('seeds every brand with its Arabic name and a share of products with one', async () => {
    const { rows: brands } = await t.database.pool.query<{ name: string; name_ar: string }>(
      `SELECT name, name_ar FROM brands ORDER BY id`,
    );
    for (const brand of brands) {
      expect(brand.name_ar).toBe(BRANDS_AR[brand.name as keyof typeof BRANDS_AR]);
    }
    const { rows } = await t.database.pool.query<{ named: number; total: number }>(
      `SELECT count(name_ar)::int AS named, count(*)::int AS total FROM products`,
    );
    expect(rows[0]!.named).toBeGreaterThan(rows[0]!.total / 4);
    expect(rows[0]!.named).toBeLessThan(rows[0]!.total);
  });

  it("suggests the Rolex brand and Rolex products for 'رولكس'", async () => {
    const brands = await brandSearch('رولكس');
    expect(brands).toEqual([
      expect.objectContaining({ Name: 'Rolex', link: `/Items?brand=${rolexId}` }),
    ]);
    const products = await productSearch('رولكس');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.Name.startsWith('Rolex '))).toBe(true);
    expect(products.map((p) => p.Name)).toContain('Rolex Daytona Cosmograph');
    // The same from searchProducts with and without the first try (PostgreSQL's route uses it).
    expect(await searchProducts(t.database, 'رولكس', 'ar')).toEqual(products);
    expect(await searchProducts(t.database, 'رولكس', 'ar', new RareWords())).toEqual(products);
    // "starts with" covers the Arabic name: "رولكس ديتونا" before "ساعة رولكس صبمارينر".
    const names = products.map((p) => p.Name);
    expect(names.indexOf('Rolex Daytona Cosmograph')).toBeLessThan(
      names.indexOf('Rolex Submariner Date 41'),
    );
  });

  it('finds a product by its Arabic name, in any of its spellings', async () => {
    // Distinct names: the seed lists some items twice, in two colours.
    const found = async (text: string) => [
      ...new Set((await productSearch(text)).map((p) => p.Name)),
    ];
    expect(await found('ديتونا')).toEqual(['Rolex Daytona Cosmograph']);
    expect(await found('حقيبة شانيل كلاسيك')).toEqual(['Chanel Classic Flap Medium']);
    // Without tashkeel, with taa marbuta as haa, with a tatweel: the same product.
    expect(await found('حقيبه سفر')).toEqual(['Tote 7']);
    expect(await found('مطرزة')).toEqual(['Tote 7']);
    expect(await found('مطـرزه')).toEqual(['Tote 7']);
    // Other non-ASCII letters too (as typed: no case folding beyond ASCII under a C ctype).
    expect(await found('Échar')).toEqual(['Écharpe Été 3']);
    expect(await found('Été 3')).toEqual(['Écharpe Été 3']);
    // A word only partly shared (no match across letters) and a non-Arabic script find nothing.
    expect(await found('سفرز')).toEqual([]);
    expect(await found('ролекс')).toEqual([]);
  });

  it('folds alef forms, taa marbuta, alef maqsura, tashkeel and tatweel on both sides', async () => {
    expect(foldSearchText('أإآٱ ة ى مُطَرّزَة ـ AB')).toBe('اااا ه ي مطرزه  ab');
    // The stored name is "أوميغا"; shoppers often type a bare alef.
    for (const text of ['اوميغا', 'أوميغا', 'إوميغا', 'آوميغا', 'اوميغـا']) {
      expect((await brandSearch(text)).map((b) => b.Name)).toEqual(['Omega']);
      const products = await productSearch(text);
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((p) => p.Name.startsWith('Omega '))).toBe(true);
    }
    const { rows } = await t.database.pool.query<{ a: string; b: string }>(
      `SELECT search_key('أوميغا') AS a, search_key('اوميغا') AS b`,
    );
    expect(rows[0]!.a).toBe(rows[0]!.b);
    expect(rows[0]!.a).toMatch(/^[A-Z]+$/);
    // The SQL key folds exactly as foldSearchText does (the brands are matched in memory).
    const texts = ['أُوميغا', 'إطلالة مُميّزة', 'مـسـتـشـفى', 'آيفون ٱلجديد', 'Rolex أوميغا'];
    const keys = await t.database.pool.query<{ same: boolean }>(
      `SELECT search_key(raw) = search_key(folded) AS same
         FROM unnest($1::text[], $2::text[]) AS texts(raw, folded)`,
      [texts, texts.map(foldSearchText)],
    );
    expect(keys.rows.map((r) => r.same)).toEqual(texts.map(() => true));
  });

  it("matches Arabic text in the list's q: name, brand's Arabic name, facets alike", async () => {
    const rolex = await list('رولكس');
    expect(rolex.length).toBeGreaterThan(0);
    expect(rolex.every((p) => p.BrandID === rolexId)).toBe(true);
    // Every Rolex item matches (by the brand's Arabic name), those named in Arabic first.
    expect(rolex.length).toBe((await list('', `&brand=${rolexId}`)).length);
    const { rows } = await t.database.pool.query<{ id: number }>(
      `SELECT id FROM products WHERE name_ar LIKE '%رولكس%' AND status IN ('Available', 'OnSale', 'SoldOut')`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const namedFirst = rolex.slice(0, rows.length).map((p) => p.ProductID);
    expect(namedFirst.sort()).toEqual(rows.map((r) => r.id).sort());
    expect((await list('اوميغا')).every((p) => p.BrandID === omegaId)).toBe(true);
    expect((await list('مطرزه')).map((p) => p.Name)).toEqual(['Tote 7']);
    const facets = await get(`/api/Products/facets.php?q=${encodeURIComponent('رولكس')}`);
    expect(facets.total).toBe(rolex.length);
  });

  it('keeps English search as it was', async () => {
    expect((await brandSearch('rol')).map((b) => b.Name)).toEqual(['Rolex']);
    expect((await brandSearch('Chan')).map((b) => b.Name)).toEqual(['Chanel']);
    const rolex = await productSearch('rolex');
    expect(rolex.every((p) => p.Name.startsWith('Rolex '))).toBe(true);
    expect(rolex.length).toBeGreaterThan(0);
    const daytona = await productSearch('DAYTONA');
    expect(new Set(daytona.map((p) => p.Name))).toEqual(new Set(['Rolex Daytona Cosmograph']));
    expect((await list('rolex')).length).toBe((await list('رولكس')).length);
    // Latin-only short texts (no trigram) search the newest products as before.
    const short = await productSearch('ro');
    expect(short.length).toBeGreaterThan(0);
    expect(short.every((p) => p.Name.toLowerCase().includes('ro'))).toBe(true);
  });
});
