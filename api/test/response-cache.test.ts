import zlib from 'node:zlib';
import {
  RESPONSE_CACHE_TTL_MS,
  ResponseCache,
  chooseEncoding,
} from '../src/plugins/response-cache';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';
import { SHIPPING } from './helpers/shipping';
import { waitFor } from './helpers/wait-for';

// The public list's first pages and the product search suggestions are answered from a short-lived
// cache (plugins/response-cache.ts). A write through the api must show in the very next list or
// search answer of the same instance: these tests warm the cache, write, and read again at once.

interface ListItem {
  ProductID: number;
  Name: string;
  Quantity: number;
  Status: string;
  BrandName: string;
}
interface Suggestion {
  Name: string;
  link: string;
}

describe('ResponseCache', () => {
  it('serves a stored body until the TTL passes', () => {
    const cache = new ResponseCache(1_000);
    const token = cache.begin();
    cache.store('k', token, [1, 2], 10_000);
    expect(cache.get('k', 10_999)?.body).toBe('[1,2]');
    expect(cache.get('k', 11_000)).toBeUndefined();
    // Stored again, the key's entry is replaced in place.
    cache.store('k', cache.begin(), [3], 11_000);
    expect(cache.get('k', 11_999)?.body).toBe('[3]');
    expect(cache.size).toBe(1);
  });

  it('does not keep a response read before a write finished, and forgets everything on a write', () => {
    const cache = new ResponseCache();
    cache.store('old', cache.begin(), ['old']);
    const token = cache.begin();
    cache.invalidate();
    expect(cache.get('old')).toBeUndefined();
    const raced = cache.store('k', token, ['maybe stale']);
    expect(raced.body).toBe('["maybe stale"]');
    expect(cache.get('k')).toBeUndefined();
    cache.store('k', cache.begin(), ['fresh']);
    expect(cache.get('k')?.body).toBe('["fresh"]');
  });

  it('reuses the compressed bytes of an unchanged answer, across the TTL and writes, never of a changed one', () => {
    const cache = new ResponseCache(1_000);
    const first = cache.store('k', cache.begin(), ['same'], 10_000);
    first.br = zlib.brotliCompressSync(first.body);
    first.gzip = zlib.gzipSync(first.body);
    cache.invalidate();
    const again = cache.store('k', cache.begin(), ['same'], 20_000);
    expect(again.br).toBe(first.br);
    expect(again.gzip).toBe(first.gzip);
    const changed = cache.store('k', cache.begin(), ['changed'], 20_001);
    expect(changed.body).toBe('["changed"]');
    expect(changed.br).toBeUndefined();
    expect(changed.gzip).toBeUndefined();
    expect(cache.store('other', cache.begin(), ['same']).br).toBeUndefined();
  });

  it('bounds the characters kept, dropping the first stored answers first', () => {
    const cache = new ResponseCache(60_000, () => true, 1_000);
    for (let i = 0; i < 60; i++) cache.store(`k${i}`, cache.begin(), 'x'.repeat(98));
    // 100 characters per body ("x" * 98 in quotes): the newest ten fit.
    expect(cache.size).toBe(10);
    expect(cache.get('k49')).toBeUndefined();
    expect(cache.get('k50')?.body).toHaveLength(100);
    expect(cache.get('k59')?.body).toHaveLength(100);
    // A refreshed answer keeps its place: k50 is still the first stored, and goes first.
    cache.store('k50', cache.begin(), 'z'.repeat(98));
    cache.store('k60', cache.begin(), 'x'.repeat(98));
    expect(cache.get('k50')).toBeUndefined();
    expect(cache.get('k51')?.body).toHaveLength(100);
    expect(cache.size).toBe(10);
    // One answer larger than the bound is kept alone until the next.
    cache.store('big', cache.begin(), 'y'.repeat(2_000));
    expect(cache.size).toBe(1);
    expect(cache.get('big')).toBeDefined();
  });

  /** A read the test finishes by hand, counting how often it was started. */
  function manualRead() {
    const starts: Array<(value: unknown) => void> = [];
    const fails: Array<(error: Error) => void> = [];
    const compute = () =>
      new Promise<unknown>((resolve, reject) => {
        starts.push(resolve);
        fails.push(reject);
      });
    return { compute, starts, fails };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('reads once for all the requests that miss together, then serves the stored answer', async () => {
    const cache = new ResponseCache();
    const read = manualRead();
    const waiting = Array.from({ length: 50 }, () => cache.load('k', read.compute));
    await settle();
    expect(read.starts).toHaveLength(1);
    read.starts[0]!(['rows']);
    const responses = await Promise.all(waiting);
    expect(new Set(responses).size).toBe(1);
    expect(responses[0]!.body).toBe('["rows"]');
    expect((await cache.load('k', read.compute)).body).toBe('["rows"]');
    expect(read.starts).toHaveLength(1);
  });

  it('never lets a request that came after a write join a read begun before it', async () => {
    const cache = new ResponseCache();
    const read = manualRead();
    const before = cache.load('k', read.compute);
    await settle();
    cache.invalidate();
    const after = cache.load('k', read.compute);
    await settle();
    expect(read.starts).toHaveLength(2);
    read.starts[0]!(['old']);
    read.starts[1]!(['new']);
    expect((await before).body).toBe('["old"]');
    expect((await after).body).toBe('["new"]');
    expect(cache.get('k')?.body).toBe('["new"]');
  });

  it('fails the requests that joined a failed read, and reads again for the next one', async () => {
    const cache = new ResponseCache();
    const read = manualRead();
    const joined = [cache.load('k', read.compute), cache.load('k', read.compute)];
    await settle();
    read.fails[0]!(new Error('database down'));
    for (const request of joined) await expect(request).rejects.toThrow('database down');
    const next = cache.load('k', read.compute);
    await settle();
    expect(read.starts).toHaveLength(2);
    read.starts[1]!(['back']);
    expect((await next).body).toBe('["back"]');
  });

  it('negotiates the encoding like @fastify/compress', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
  });
});

describe.each(BACKENDS)('cached list and search stay fresh on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    call(t, { method: 'GET', url, headers });
  const list = async (query = '') =>
    (await get(`/api/Products/getproduct.php${query}`)).json() as ListItem[];
  const search = async (text: string) =>
    (
      await get(`/api/Products/searchproduct.php?query=${encodeURIComponent(text)}`)
    ).json() as Suggestion[];
  const admin = (url: string, payload: object) =>
    call(t, { method: 'POST', url, payload, cookie: t.adminCookie });
  const addProduct = async (Name: string, Quantity = 3, BrandID = 1) => {
    const res = await admin('/api/Products/addproduct.php', {
      Name,
      Description: 'cache test',
      Price: 1000,
      Quantity,
      OfferPrice: 0,
      BrandID,
      CategoireID: 1,
      Color_ID: 1,
      SexID: 1,
    });
    expect(res.json().status).toBe('success');
    return res.json().ProductID as number;
  };

  it('answers the same bytes from the cache as from the database, in every encoding', async () => {
    for (const path of [
      '/api/Products/getproduct.php?limit=30',
      '/api/Products/searchproduct.php?query=rol',
    ]) {
      t.app.responseCache.invalidate();
      const fresh = await get(path);
      expect(t.app.responseCache.size).toBe(1);
      const plain = await get(path);
      expect(plain.body).toBe(fresh.body);
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(fresh.body);
      const gzip = await get(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(fresh.body);
      const opted = await get(path, { 'accept-encoding': 'br', 'x-no-compression': '1' });
      expect(opted.headers['content-encoding']).toBeUndefined();
      expect(opted.body).toBe(fresh.body);
    }
  });

  it('sends a changed answer compressed afresh on the database path (Cache-Control: no-cache)', async () => {
    const path = '/api/Products/getproduct.php?limit=5';
    const fresh = { 'accept-encoding': 'br', 'cache-control': 'no-cache' };
    const decoded = async () =>
      JSON.parse(
        zlib.brotliDecompressSync((await get(path, fresh)).rawPayload).toString(),
      ) as ListItem[];
    const before = await decoded();
    expect(await decoded()).toEqual(before);
    const id = await addProduct(`Brotli fresh ${backend}`);
    const after = await decoded();
    expect(after[0]).toMatchObject({ ProductID: id, Name: `Brotli fresh ${backend}` });
    expect(after.slice(1)).toEqual(before.slice(0, 4));
  });

  it('answers list rows exactly as toProduct maps the full rows (field names, order, values; Arabic names in Arabic)', async () => {
    const { desc } = await import('drizzle-orm');
    const { products } = await import('../src/db/schema');
    const { publicStatus, selectProducts, toProduct } =
      await import('../src/routes/products/product-rows');
    const expected = (
      await selectProducts(t.database.db, publicStatus())
        .orderBy(desc(products.ProductID))
        .limit(100)
    ).map(toProduct);
    // English rows leave the Arabic names out; Arabic ones carry them all.
    const english = expected.map((product) =>
      Object.fromEntries(Object.entries(product).filter(([key]) => !key.endsWith('Ar'))),
    );
    const answered = await get('/api/Products/getproduct.php?limit=100');
    expect(answered.body).toBe(JSON.stringify(english));
    const deep = await get('/api/Products/getproduct.php?limit=7&page=3');
    expect(deep.body).toBe(JSON.stringify(english.slice(14, 21)));
    const arabic = await get('/api/Products/getproduct.php?limit=7&page=3', {
      'accept-language': 'ar',
    });
    expect(arabic.json()).toEqual(expected.slice(14, 21));
    expect(String(arabic.headers.vary)).toMatch(/accept-language/i);
    const arabicFirst = await get('/api/Products/getproduct.php?limit=100&lang=ar');
    expect(arabicFirst.json()).toEqual(expected);
    expect((await get('/api/Products/getproduct.php?limit=100')).body).toBe(answered.body);
  });

  it('keys the list by the normalised filters', async () => {
    t.app.responseCache.invalidate();
    const a = await get('/api/Products/getproduct.php?brand=4,1&limit=5');
    const b = await get('/api/Products/getproduct.php?limit=5&brand=1,4,1');
    expect(b.body).toBe(a.body);
    expect(t.app.responseCache.size).toBe(1);
    const other = await list('?brand=1&limit=5');
    expect(other.every((p) => p.BrandName === 'Rolex')).toBe(true);
    expect(t.app.responseCache.size).toBe(2);
  });

  it('shows a product added, renamed and deleted through the api in the next list and search', async () => {
    const word = `Zyqcache${backend}`;
    expect((await list()).length).toBeGreaterThan(0);
    expect(await search(word)).toEqual([]);
    expect(await search(word)).toEqual([]); // now cached

    const arrivals = async () => (await get('/api/Products/')).json() as ListItem[];
    expect((await arrivals()).length).toBe(12);
    const id = await addProduct(`${word} Speedy 30`);
    expect((await arrivals())[0]?.ProductID).toBe(id);
    expect((await list())[0]?.ProductID).toBe(id);
    expect((await list('?category=1'))[0]?.ProductID).toBe(id);
    expect((await search(word)).map((s) => s.link)).toEqual([`/Items/${id}`]);

    const renamed = await admin('/api/Products/updateproduct.php', {
      ProductID: id,
      Name: `Renamed ${backend} Speedy 30`,
      Description: 'cache test',
      Price: 1000,
      Quantity: 3,
      OfferPrice: 0,
      BrandID: 1,
      CategoireID: 1,
      Color_ID: 1,
      SexID: 1,
      Status: 'Available',
    });
    expect(renamed.json().status).toBe('success');
    expect((await list())[0]?.Name).toBe(`Renamed ${backend} Speedy 30`);
    expect(await search(word)).toEqual([]);

    const deleted = await admin('/api/Products/deleteproduct.php', { ProductID: id });
    expect(deleted.json().status).toBe('success');
    expect((await list()).some((p) => p.ProductID === id)).toBe(false);
    expect((await arrivals()).some((p) => p.ProductID === id)).toBe(false);
    expect(await search(`Renamed ${backend}`)).toEqual([]);
  });

  it('shows the stock an order took, and a sold-out item, in the next list', async () => {
    const id = await addProduct(`Stocktest ${backend}`, 2);
    expect((await list(`?ids=${id}`))[0]?.Quantity).toBe(2);
    expect((await list())[0]).toMatchObject({ ProductID: id, Quantity: 2 });
    const ordered = await call(t, {
      method: 'POST',
      url: '/api/Orders/addOrder.php',
      cookie: t.customerCookie,
      payload: { ...SHIPPING, Products: [{ ProductID: id, Quantity: 2, Price: 1000 }] },
    });
    expect(ordered.json().status).toBe('success');
    expect((await list(`?ids=${id}`))[0]).toMatchObject({ Quantity: 0, Status: 'SoldOut' });
    expect((await list())[0]).toMatchObject({ ProductID: id, Quantity: 0, Status: 'SoldOut' });
  });

  it('shows a renamed brand in the next list', async () => {
    const id = await addProduct(`Brandtest ${backend}`, 1, 2);
    const before = (await list())[0]!;
    expect(before.ProductID).toBe(id);
    const brand = (await get('/api/Brand/')).json()[1] as { BrandID: number; Name: string };
    const rename = (Name: string) =>
      call(t, {
        method: 'POST',
        url: '/api/Brand/updatebrand.php',
        cookie: t.adminCookie,
        payload: { BrandID: brand.BrandID, Name },
      });
    expect((await rename(`${brand.Name} Maison`)).json().status).toBe('success');
    expect((await list())[0]?.BrandName).toBe(`${brand.Name} Maison`);
    expect((await rename(brand.Name)).json().status).toBe('success');
    expect((await list())[0]?.BrandName).toBe(brand.Name);
  });

  it('answers from the database when the request says Cache-Control: no-cache', async () => {
    const word = `Nocache${backend}`;
    const url = '/api/Products/getproduct.php?limit=4';
    const searchUrl = `/api/Products/searchproduct.php?query=${word}`;
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(searchUrl)).json()).toEqual([]);
    // Written behind the api's back (like another instance would), so nothing cleared the cache.
    const { rows } = await t.database.pool.query<{ id: number }>(
      `INSERT INTO products (name, description, price, quantity, brand_id, category_id, color_id, sex_id, status)
       VALUES ($1, '', 10, 1, 1, 1, 1, 1, 'Available') RETURNING id`,
      [`${word} Birkin`],
    );
    const id = rows[0]!.id;
    const fresh = (await get(url, { 'cache-control': 'no-cache' })).json() as ListItem[];
    expect(fresh[0]?.ProductID).toBe(id);
    const found = (await get(searchUrl, { 'cache-control': 'no-cache' })).json() as Suggestion[];
    expect(found.map((s) => s.link)).toEqual([`/Items/${id}`]);
    // ...and the fresh answers replaced the cached ones.
    expect(((await get(url)).json() as ListItem[])[0]?.ProductID).toBe(id);
    expect((await get(searchUrl)).json()).toEqual(found);
  });

  it('never caches My Items (UserID) or deeper pages', async () => {
    t.app.responseCache.invalidate();
    await get('/api/Products/getproduct.php?page=2');
    await call(t, {
      method: 'GET',
      url: '/api/Products/getproduct.php?UserID=2',
      cookie: t.customerCookie,
    });
    expect(t.app.responseCache.size).toBe(0);
  });

  it('shows writes made outside the api, in plain SQL, in the next answers', async () => {
    const url = '/api/Products/getproduct.php?limit=3';
    const before = (await get(url)).json() as ListItem[];
    const seen = before[0]!;
    await get(`/api/Products/getProductDetails.php?ProductID=${seen.ProductID}`);
    const { rows } = await t.database.pool.query<{ id: number }>(
      `INSERT INTO products (name, description, price, quantity, brand_id, category_id, color_id, sex_id, status)
       VALUES ('Written elsewhere', '', 10, 1, 1, 1, 1, 1, 'Available') RETURNING id`,
    );
    await t.database.pool.query(`UPDATE products SET name = 'Renamed elsewhere' WHERE id = $1`, [
      seen.ProductID,
    ]);
    // The database announces the change at commit; on PostgreSQL it reaches the api's listening
    // connection a moment after the statement answers, so wait for it, far below the TTL.
    const newest = async () => ((await get(url)).json() as ListItem[])[0]?.ProductID;
    await waitFor(async () => (await newest()) === rows[0]!.id, RESPONSE_CACHE_TTL_MS / 10);
    const details = await get(`/api/Products/getProductDetails.php?ProductID=${seen.ProductID}`);
    expect(details.json().Name).toBe('Renamed elsewhere');
  });

  it('keeps the cache across sign-ins (they write no products)', async () => {
    await list();
    expect(t.app.responseCache.size).toBeGreaterThan(0);
    await t.login('customer@reluxe.ae', 'ReluxeCustomer#2026');
    expect(t.app.responseCache.size).toBeGreaterThan(0);
  });
});
