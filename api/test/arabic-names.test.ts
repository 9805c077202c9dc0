import type { Product, ProductDetails } from '../src/contracts';
import { pngBytes } from './helpers/images';
import { multipart } from './helpers/multipart';
import { orderCalls } from './helpers/order-calls';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

// Arabic names (NameAr) of brands, categories, colours, genders and products: written by the
// back-office calls (left out: kept; blank: cleared) and read by every list, page, product read,
// search and the Sex/ menu.

interface Entity {
  name: string;
  idKey: string;
  list: string;
  page: string;
  add: string;
  update: string;
  /** Brands and categories take multipart (with an image); colours and genders JSON. */
  multipart: boolean;
}

/** The product the Arabic-name tests add and update (besides its NameAr). */
const OYSTER = {
  Name: 'Oyster Test 40',
  Description: 'x',
  Price: 1000,
  Quantity: 2,
  BrandID: 1,
  CategoireID: 1,
  Color_ID: 1,
  SexID: 1,
};

const ENTITIES: Entity[] = [
  {
    name: 'brand',
    idKey: 'BrandID',
    list: '/api/Brand/',
    page: '/api/Brand/showbrand_page.php',
    add: '/api/Brand/addbrand.php',
    update: '/api/Brand/updatebrand.php',
    multipart: true,
  },
  {
    name: 'category',
    idKey: 'CategoireID',
    list: '/api/Categoire/',
    page: '/api/Categoire/showcategoire_page.php',
    add: '/api/Categoire/addcategoire.php',
    update: '/api/Categoire/updatecategoire.php',
    multipart: true,
  },
  {
    name: 'colour',
    idKey: 'Color_ID',
    list: '/api/Color/getcolor.php',
    page: '/api/Color/showcolor_page.php',
    add: '/api/Color/addColor.php',
    update: '/api/Color/updateColor.php',
    multipart: false,
  },
  {
    name: 'gender',
    idKey: 'SexID',
    list: '/api/Sex/getsex.php',
    page: '/api/Sex/showgender_page.php',
    add: '/api/Sex/addgender.php',
    update: '/api/Sex/updategender.php',
    multipart: false,
  },
];

const AR_KEYS = ['NameAr', 'BrandNameAr', 'CategoryNameAr', 'ColorNameAr', 'SexNameAr'] as const;

describe.each(BACKENDS)('Arabic names on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 120_000);
  afterAll(() => t.close());

  const get = async (url: string, cookie?: string) => {
    const res = await call(t, {
      method: 'GET',
      url,
      cookie,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const write = async (entity: Entity, url: string, fields: Record<string, string | number>) => {
    const res = entity.multipart
      ? await call(t, { method: 'POST', url, cookie: t.adminCookie, ...multipart(fields) })
      : await call(t, { method: 'POST', url, cookie: t.adminCookie, payload: fields });
    expect(res.json()).toMatchObject({ status: 'success' });
    return res.json();
  };

  // First: the later tests add genders and categories.
  it('answers the seeded Arabic names of every lookup list and the Sex/ menu', async () => {
    expect((await get('/api/Categoire/'))[0]).toMatchObject({ Name: 'Watches', NameAr: 'ساعات' });
    expect((await get('/api/Color/getcolor.php'))[0]).toMatchObject({
      Name: 'Black',
      NameAr: 'أسود',
    });
    const genders = await get('/api/Sex/getsex.php');
    expect(genders.map((g: { NameAr: string }) => g.NameAr)).toEqual(['رجال', 'نساء', 'للجنسين']);

    const added = await write(ENTITIES[1]!, ENTITIES[1]!.add, { Name: 'Scarves', NameAr: 'أوشحة' });
    const menu = await get('/api/Sex/');
    expect(menu[String(added.CategoireID)]).toEqual({
      title: 'Scarves',
      titleAr: 'أوشحة',
      sections: [
        {
          header: 'Scarves',
          headerAr: 'أوشحة',
          link: `/Items?category=${added.CategoireID}`,
          items: [
            { id: 1, name: 'Men', nameAr: 'رجال' },
            { id: 2, name: 'Women', nameAr: 'نساء' },
            { id: 3, name: 'Unisex', nameAr: 'للجنسين' },
          ],
        },
      ],
    });
    // The menu's own words come with their Arabic too.
    expect(menu.allDropdown.title).toBe('All');
    expect(menu.allDropdown.titleAr).toBe('الكل');
    expect(menu.allDropdown.sections[0].headerAr).toBe('تسوّق حسب الفئة');
  });

  it.each(ENTITIES)(
    'adds, keeps, changes and clears the Arabic name of a $name',
    async (entity) => {
      const rowOf = async (id: number) => {
        const rows = (await get(entity.list)) as Record<string, unknown>[];
        return rows.find((row) => row[entity.idKey] === id);
      };
      const added = await write(entity, entity.add, { Name: 'Test Name', NameAr: ' اسم تجريبي ' });
      const id = added[entity.idKey] as number;
      expect(await rowOf(id)).toMatchObject({ Name: 'Test Name', NameAr: 'اسم تجريبي' });
      const page = await get(`${entity.page}?search=${id}`, t.adminCookie);
      expect(page.data[0]).toMatchObject({ [entity.idKey]: id, NameAr: 'اسم تجريبي' });

      // Left out: the stored Arabic name stays.
      await write(entity, entity.update, { [entity.idKey]: id, Name: 'Renamed' });
      expect(await rowOf(id)).toMatchObject({ Name: 'Renamed', NameAr: 'اسم تجريبي' });
      await write(entity, entity.update, {
        [entity.idKey]: id,
        Name: 'Renamed',
        NameAr: 'اسم جديد',
      });
      expect(await rowOf(id)).toMatchObject({ NameAr: 'اسم جديد' });
      // Blank: cleared (null).
      await write(entity, entity.update, { [entity.idKey]: id, Name: 'Renamed', NameAr: '' });
      expect(await rowOf(id)).toMatchObject({ Name: 'Renamed', NameAr: null });
      // Added without one: none.
      const plain = await write(entity, entity.add, { Name: 'Plain' });
      expect(await rowOf(plain[entity.idKey] as number)).toMatchObject({ NameAr: null });

      const tooLong = await call(t, {
        method: 'POST',
        url: entity.update,
        cookie: t.adminCookie,
        payload: { [entity.idKey]: id, Name: 'Renamed', NameAr: 'ع'.repeat(200) },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toMatch(/^Arabic name must be at most \d+ characters$/);
    },
  );

  it('writes a product Arabic name and reads it with its lookups on every product read', async () => {
    const image = await pngBytes();
    const added = await call(t, {
      method: 'POST',
      url: '/api/Products/addproduct.php',
      cookie: t.adminCookie,
      ...multipart(
        {
          ...OYSTER,
          NameAr: 'ساعة أويستر تجريبية',
        },
        [{ field: 'Image', filename: 'a.png', contentType: 'image/png', bytes: image }],
      ),
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().ProductID as number;
    const expected = {
      ProductID: id,
      Name: 'Oyster Test 40',
      NameAr: 'ساعة أويستر تجريبية',
      BrandName: 'Rolex',
      BrandNameAr: 'رولكس',
      CategoryName: 'Watches',
      CategoryNameAr: 'ساعات',
      ColorName: 'Black',
      ColorNameAr: 'أسود',
      SexName: 'Men',
      SexNameAr: 'رجال',
    };

    const details: ProductDetails = await get(
      `/api/Products/getProductDetails.php?ProductID=${id}`,
    );
    expect(details).toMatchObject(expected);
    // Lists carry the Arabic names in Arabic only: the same fields as the details then.
    const [listed]: Product[] = await get(`/api/Products/getproduct.php?ids=${id}&lang=ar`);
    expect(listed).toMatchObject(expected);
    expect(Object.keys(listed!).sort()).toEqual(Object.keys(details).sort());
    const arrivals: Product[] = await get('/api/Products/?lang=ar');
    expect(arrivals[0]).toMatchObject(expected);
    const [english]: Product[] = await get(`/api/Products/getproduct.php?ids=${id}`);
    const arabicKeys = Object.keys(expected).filter((key) => key.endsWith('Ar'));
    expect(english).toMatchObject({ ProductID: id, Name: 'Oyster Test 40', BrandName: 'Rolex' });
    for (const key of arabicKeys) expect(english).not.toHaveProperty(key);
    const [englishArrival]: Product[] = await get('/api/Products/');
    for (const key of arabicKeys) expect(englishArrival).not.toHaveProperty(key);
    const filtered: Product[] = await get(
      `/api/Products/getproduct.php?q=${encodeURIComponent('أويستر تجريبية')}`,
    );
    expect(filtered.map((p) => p.ProductID)).toContain(id);
    const page = await get(`/api/Products/showproduct_page.php?search=${id}`, t.adminCookie);
    expect(page.data.find((p: Product) => p.ProductID === id)).toMatchObject(expected);
    // Suggestions too: found by the Arabic name in either language, named in the request's.
    const suggestions = (lang: string) =>
      get(`/api/Products/searchproduct.php?query=${encodeURIComponent('أويستر')}${lang}`);
    const suggestion = { Name: 'Oyster Test 40', Image: expect.any(String), link: `/Items/${id}` };
    expect(await suggestions('&lang=ar')).toContainEqual({
      ...suggestion,
      NameAr: 'ساعة أويستر تجريبية',
    });
    expect(await suggestions('')).toContainEqual(suggestion);
    const brands = await get(`/api/Brand/searchbrand.php?query=${encodeURIComponent('رولكس')}`);
    expect(brands[0]).toMatchObject({ Name: 'Rolex', NameAr: 'رولكس' });

    // An order's lines carry it too.
    const { place, view } = orderCalls(t);
    const orderId = await place([{ ProductID: id, Quantity: 1 }]);
    expect((await view(orderId)).json().Lines[0]).toMatchObject({
      ProductName: 'Oyster Test 40',
      ProductNameAr: 'ساعة أويستر تجريبية',
    });

    // In Arabic, a product without Arabic names carries the keys, as null.
    const [seeded]: Product[] = await get(
      '/api/Products/getproduct.php?limit=1&sort=price_asc&lang=ar',
    );
    for (const key of AR_KEYS) expect(seeded).toHaveProperty(key);

    // Update: left out keeps it, blank clears it.
    const update = (fields: Record<string, unknown>) =>
      call(t, {
        method: 'POST',
        url: '/api/Products/updateproduct.php',
        cookie: t.adminCookie,
        payload: {
          ProductID: id,
          ...OYSTER,
          ...fields,
        },
      });
    expect((await update({})).statusCode).toBe(200);
    expect((await get(`/api/Products/getProductDetails.php?ProductID=${id}`)).NameAr).toBe(
      'ساعة أويستر تجريبية',
    );
    expect((await update({ NameAr: '' })).statusCode).toBe(200);
    expect((await get(`/api/Products/getProductDetails.php?ProductID=${id}`)).NameAr).toBeNull();
    expect((await update({ NameAr: 'ساعة' })).statusCode).toBe(200);

    // The archived reads (the drizzle mapping) carry them too.
    await t.database.pool.query(`UPDATE products SET status = 'Archived' WHERE id = $1`, [id]);
    const archived: Product[] = await get('/api/Products/getArchivedProducts.php', t.adminCookie);
    expect(archived.find((p) => p.ProductID === id)).toMatchObject({
      ...expected,
      NameAr: 'ساعة',
    });
  });
});
