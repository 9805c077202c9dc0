import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

describe.each(BACKENDS)('storefront catalogue on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());
  const get = (url: string, cookie?: string) => call(t, { method: 'GET', url, cookie });

  it('lists categories, brands, colours and genders with their API field names', async () => {
    const categories = (await get('/api/Categoire/')).json();
    expect(categories.map((c: { Name: string }) => c.Name)).toEqual([
      'Watches',
      'Bags',
      'Jewellery',
      'Shoes',
      'Accessories',
    ]);
    expect(Object.keys(categories[0]).sort()).toEqual(['CategoireID', 'Image', 'Name', 'NameAr']);
    expect(categories[0].NameAr).toBe('ساعات');
    const brands = (await get('/api/Brand/')).json();
    expect(brands.length).toBeGreaterThanOrEqual(12);
    expect(brands[0]).toEqual({
      BrandID: 1,
      Name: 'Rolex',
      NameAr: 'رولكس',
      Image: expect.stringMatching(/^\/uploads\//),
    });
    expect((await get('/api/Brand/getbrand.php')).json()).toEqual(brands);
    expect((await get('/api/Categoire/getcategoire.php')).json()).toEqual(categories);
    expect((await get('/api/Color/getcolor.php')).json()[0]).toEqual({
      Color_ID: 1,
      Name: 'Black',
      NameAr: 'أسود',
    });
    expect((await get('/api/Sex/getsex.php')).json()).toEqual([
      { SexID: 1, Name: 'Men', NameAr: 'رجال' },
      { SexID: 2, Name: 'Women', NameAr: 'نساء' },
      { SexID: 3, Name: 'Unisex', NameAr: 'للجنسين' },
    ]);
  });

  it('answers the Sex/ menu: allDropdown plus one group per category', async () => {
    const menu = (await get('/api/Sex/')).json();
    expect(menu.allDropdown.sections[0].items).toEqual([
      { id: 1, name: 'Men', nameAr: 'رجال' },
      { id: 2, name: 'Women', nameAr: 'نساء' },
      { id: 3, name: 'Unisex', nameAr: 'للجنسين' },
    ]);
    expect(menu['1']).toMatchObject({
      title: 'Watches',
      titleAr: 'ساعات',
      sections: [{ header: 'Watches', headerAr: 'ساعات', link: '/Items?category=1' }],
    });
    expect(Object.keys(menu)).toHaveLength(6);
  });

  it('answers new arrivals: the newest 12 public items with links', async () => {
    const items = (await get('/api/Products/')).json();
    expect(items).toHaveLength(12);
    for (const item of items) {
      expect(['Available', 'OnSale', 'SoldOut']).toContain(item.Status);
      expect(item.link).toBe(`/Items/${item.ProductID}`);
      expect(typeof item.Image).toBe('string');
      expect(item.ColorID).toBe(item.Color_ID);
      expect(item.BrandName).toBeTruthy();
    }
    const ids = items.map((i: { ProductID: number }) => i.ProductID);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(Date.now() - Date.parse(items[0].ProductionYear)).toBeLessThan(3 * 86400_000);
  });

  it('lists products with filters, paging and ids, public items only', async () => {
    const all = (await get('/api/Products/getproduct.php?limit=100')).json();
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(
      all.every((p: { Status: string }) => p.Status !== 'Submitted' && p.Status !== 'Archived'),
    ).toBe(true);
    expect(
      all.some(
        (p: { Status: string; Quantity: number }) => p.Status === 'SoldOut' && p.Quantity === 0,
      ),
    ).toBe(true);
    expect(
      all.some(
        (p: { OfferPrice: number; Status: string }) => p.OfferPrice > 0 && p.Status === 'OnSale',
      ),
    ).toBe(true);
    const watches = (await get('/api/Products/getproduct.php?category=1&sex=1,3')).json();
    expect(watches.length).toBeGreaterThan(0);
    expect(
      watches.every(
        (p: { CategoireID: number; SexID: number }) =>
          p.CategoireID === 1 && [1, 3].includes(p.SexID),
      ),
    ).toBe(true);
    const rolexOrOmega = (await get('/api/Products/getproduct.php?brand=1,4')).json();
    expect(new Set(rolexOrOmega.map((p: { BrandID: number }) => p.BrandID))).toEqual(
      new Set([1, 4]),
    );
    const page1 = (await get('/api/Products/getproduct.php?limit=5&page=1')).json();
    const page2 = (await get('/api/Products/getproduct.php?limit=5&page=2')).json();
    expect(page1).toHaveLength(5);
    expect(page2[0].ProductID).toBeLessThan(page1[4].ProductID);
    const byIds = (
      await get(`/api/Products/getproduct.php?ids=${page1[0].ProductID},${page2[0].ProductID}`)
    ).json();
    expect(byIds.map((p: { ProductID: number }) => p.ProductID).sort()).toEqual(
      [page1[0].ProductID, page2[0].ProductID].sort(),
    );
    // Without a page: the plain list, the whole public demo catalogue (under 100 items).
    const ids = (list: { ProductID: number }[]) => list.map((p) => p.ProductID);
    const everyPage: number[] = [];
    for (let page = 1; ; page++) {
      const rows = (await get(`/api/Products/getproduct.php?limit=20&page=${page}`)).json();
      if (rows.length === 0) break;
      everyPage.push(...ids(rows));
    }
    expect(everyPage.length).toBeGreaterThan(48);
    expect(ids((await get('/api/Products/getproduct.php')).json())).toEqual(everyPage);
  });

  it("shows a user all their own items but only another user's public items", async () => {
    const customerId = 2;
    const mine = (
      await get(`/api/Products/getproduct.php?UserID=${customerId}`, t.customerCookie)
    ).json();
    const statuses = new Set(mine.map((p: { Status: string }) => p.Status));
    expect(statuses).toEqual(new Set(['Available', 'SoldOut', 'Archived', 'Submitted']));
    const seenByOthers = (
      await get(`/api/Products/getproduct.php?UserID=${customerId}`, t.adminCookie)
    ).json();
    expect(
      seenByOthers.every((p: { Status: string }) =>
        ['Available', 'SoldOut', 'OnSale'].includes(p.Status),
      ),
    ).toBe(true);
    expect(seenByOthers.length).toBeLessThan(mine.length);
    const anonymous = (await get(`/api/Products/getproduct.php?UserID=${customerId}`)).json();
    expect(anonymous).toEqual(seenByOthers);
  });

  it('answers one product with Image as an array, and 404 for hidden or missing ones', async () => {
    const res = await get('/api/Products/getProductDetails.php?ProductID=3');
    expect(res.statusCode).toBe(200);
    const product = res.json();
    expect(Array.isArray(product.Image)).toBe(true);
    expect(product).toMatchObject({ ProductID: 3, ColorID: product.Color_ID, link: '/Items/3' });
    expect((await get('/api/Products/getProductDetails.php?ProductID=999999')).statusCode).toBe(
      404,
    );
    expect((await get('/api/Products/getProductDetails.php?ProductID=abc')).statusCode).toBe(400);
    expect((await get('/api/Products/getProductDetails.php')).json()).toEqual({
      status: 'error',
      message: expect.any(String),
    });
    const mine = (await get('/api/Products/getproduct.php?UserID=2', t.customerCookie)).json();
    const archived = mine.find((p: { Status: string }) => p.Status === 'Archived');
    const url = `/api/Products/getProductDetails.php?ProductID=${archived.ProductID}`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, t.customerCookie)).statusCode).toBe(200);
  });

  it('answers the archived items of the session user', async () => {
    expect((await get('/api/Products/getArchivedProducts.php')).statusCode).toBe(401);
    const archived = (await get('/api/Products/getArchivedProducts.php', t.customerCookie)).json();
    expect(archived.length).toBe(1);
    expect(archived[0]).toMatchObject({ Status: 'Archived', UserID: 2 });
  });

  it('searches products and brands by partial, case-insensitive words', async () => {
    const products = (await get('/api/Products/searchproduct.php?query=SUBMAR')).json();
    expect(products.length).toBeGreaterThan(0);
    const submariner = {
      Name: expect.stringContaining('Submariner'),
      Image: expect.any(String),
      link: expect.stringMatching(/^\/Items\/\d+$/),
    };
    expect(products[0]).toEqual(submariner);
    // An Arabic request (?lang=, the language cookie or Accept-Language) gets the Arabic name too.
    const arabic = await call(t, {
      method: 'GET',
      url: '/api/Products/searchproduct.php?query=SUBMAR',
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json()[0]).toEqual({ ...submariner, NameAr: 'ساعة رولكس صبمارينر' });
    const rolex = (await get('/api/Products/searchproduct.php?query=rol')).json();
    expect(rolex.length).toBeLessThanOrEqual(8);
    const brands = (await get('/api/Brand/searchbrand.php?query=vuit')).json();
    expect(brands).toEqual([
      {
        Name: 'Louis Vuitton',
        NameAr: 'لويس فيتون',
        Image: expect.any(String),
        link: '/Items?brand=8',
      },
    ]);
    expect((await get('/api/Brand/searchbrand.php?query=')).json()).toEqual([]);
    expect((await get('/api/Products/searchproduct.php?query=%25%25')).json()).toEqual([]);
    expect((await get(`/api/Products/searchproduct.php?query=${'x'.repeat(300)}`)).statusCode).toBe(
      400,
    );
    const hidden = (await get('/api/Products/searchproduct.php?query=NATO')).json();
    expect(hidden).toEqual([]);
  });

  it('refuses malformed list queries with 400', async () => {
    const res = await get('/api/Products/getproduct.php?category=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: 'Ids must be comma-separated numbers' });
    expect((await get('/api/Products/getproduct.php?limit=1000')).statusCode).toBe(400);
  });
});
