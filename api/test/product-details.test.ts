import { productDetailsResponse } from '../src/routes/responses';
import { BACKENDS, startTestApp, type TestApp } from './helpers/test-app';

const DETAILS = '/api/Products/getProductDetails.php?ProductID=';

describe.each(BACKENDS)('product details on %s', (backend) => {
  let t: TestApp;
  let queries = 0;
  /** While set, statements wait for it before they reach the database. */
  let gate: Promise<void> | undefined;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const query = t.database.pool.query.bind(t.database.pool);
    t.database.pool.query = (async (...args: Parameters<typeof query>) => {
      queries += 1;
      await gate;
      return query(...args);
    }) as typeof query;
  }, 120_000);
  afterAll(() => t.close());

  const get = async (id: number, cookie?: string) => {
    const before = queries;
    const res = await t.app.inject({
      method: 'GET',
      url: `${DETAILS}${id}`,
      headers: cookie ? { cookie } : {},
    });
    return { res, queries: queries - before };
  };

  it('answers a product in one database round trip, then from memory until a write', async () => {
    await t.database.lookups.get();
    const first = await get(3);
    expect(first.res.statusCode).toBe(200);
    expect(first.queries).toBe(1);
    // The kept body is what the route's schema would send: nothing more, nothing less.
    const body = first.res.json();
    expect(productDetailsResponse.parse(body)).toEqual(body);

    const again = await get(3);
    expect(again.queries).toBe(0);
    expect(again.res.body).toBe(first.res.body);

    // Any write clears it: the next answer is read again.
    t.app.responseCache.invalidate();
    expect((await get(3)).queries).toBe(1);
  });

  it('reads the products of pages asked for together in one round trip', async () => {
    t.app.responseCache.invalidate();
    const before = queries;
    const ids = [1, 2, 4, 5, 999_999];
    const answers = await Promise.all(
      ids.map((id) => t.app.inject({ method: 'GET', url: `${DETAILS}${id}` })),
    );
    expect(queries - before).toBe(1);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 404]);
    expect(answers.slice(0, 4).map((res) => res.json().ProductID)).toEqual([1, 2, 4, 5]);
  });

  it('reads at most two batches at once: pages asked for meanwhile share the next read', async () => {
    t.app.responseCache.invalidate();
    let open = () => {};
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const before = queries;
    const sent = async (count: number) => {
      while (queries - before < count) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const answers = [t.app.inject({ method: 'GET', url: `${DETAILS}1` })];
    await sent(1);
    answers.push(t.app.inject({ method: 'GET', url: `${DETAILS}2` }));
    await sent(2);
    // Three more pages, each asked in its own turn while both reads are held.
    for (const id of [4, 5, 6]) {
      answers.push(t.app.inject({ method: 'GET', url: `${DETAILS}${id}` }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(queries - before).toBe(2);
    gate = undefined;
    open();
    const pages = await Promise.all(answers);
    expect(queries - before).toBe(3);
    expect(pages.map((res) => res.json().ProductID)).toEqual([1, 2, 4, 5, 6]);
  });

  it('keeps no answer about a hidden product: its seller sees it, others get a 404', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/Products/getproduct.php?UserID=2',
      headers: { cookie: t.customerCookie },
    });
    const archived = mine.json().find((p: { Status: string }) => p.Status === 'Archived');
    for (let i = 0; i < 2; i += 1) {
      const shopper = await get(archived.ProductID);
      expect(shopper.res.statusCode).toBe(404);
      // The one read that found it hidden serves the check of who asks: no second read.
      expect(shopper.queries).toBe(1);
      const seller = await get(archived.ProductID, t.customerCookie);
      expect(seller.res.statusCode).toBe(200);
      // The product once, the session once.
      expect(seller.queries).toBe(2);
      expect(seller.res.json()).toMatchObject({
        ProductID: archived.ProductID,
        Status: 'Archived',
      });
    }
    expect((await get(999_999)).res.statusCode).toBe(404);
  });
});
