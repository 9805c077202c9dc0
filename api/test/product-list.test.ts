import { CONDITIONS, conditionLabel, unitPrice, type Product } from '../src/contracts';
import { pngBytes } from './helpers/images';
import { multipart } from './helpers/multipart';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

const LIST = '/api/Products/getproduct.php';
const FACETS = '/api/Products/facets.php';
const GROUPS = [
  ['category', 'CategoireID'],
  ['brand', 'BrandID'],
  ['sex', 'SexID'],
  ['condition', 'ConditionID'],
] as const;
type Selection = Partial<Record<(typeof GROUPS)[number][0], number[]>>;

const byNewest = (a: Product, b: Product) => b.ProductID - a.ProductID;

describe.each(BACKENDS)(
  'product list sort, price range, condition, search and facets on %s',
  (backend) => {
    let t: TestApp;
    /** Every public product, newest first (the demo catalogue fits one page of 100). */
    let all: Product[];
    beforeAll(async () => {
      t = await startTestApp(backend);
      all = (await get(`${LIST}?limit=100`)).json();
    });
    afterAll(() => t.close());
    const get = (url: string, cookie?: string) => call(t, { method: 'GET', url, cookie });
    const list = async (query: string): Promise<Product[]> => {
      const res = await get(`${LIST}?limit=100&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const ids = (products: Product[]) => products.map((p) => p.ProductID);
    const matches = (p: Product, selection: Selection, skip?: string) =>
      GROUPS.every(
        ([group, field]) =>
          group === skip ||
          !selection[group]?.length ||
          selection[group]!.includes(Number(p[field])),
      );
    const inRange = (p: Product, min?: number, max?: number) =>
      (min === undefined || unitPrice(p) >= min) && (max === undefined || unitPrice(p) <= max);
    const queryOf = (selection: Selection, extra = '') =>
      [...Object.entries(selection).map(([key, value]) => `${key}=${value.join(',')}`), extra]
        .filter(Boolean)
        .join('&');

    it('answers ConditionID and its label on every product read', async () => {
      expect(all.length).toBeGreaterThanOrEqual(60);
      for (const product of all) {
        expect(CONDITIONS.map((c) => c.id)).toContain(product.ConditionID);
        expect(product.Condition).toBe(conditionLabel(product.ConditionID));
      }
      // A realistic spread: at least four conditions among the demo items.
      expect(new Set(all.map((p) => p.ConditionID)).size).toBeGreaterThanOrEqual(4);
      const [first] = all;
      const details = (
        await get(`/api/Products/getProductDetails.php?ProductID=${first!.ProductID}`)
      ).json();
      expect(details).toMatchObject({
        ConditionID: first!.ConditionID,
        Condition: first!.Condition,
      });
      const arrivals = (await get('/api/Products/')).json();
      expect(arrivals[0]).toMatchObject({ ConditionID: first!.ConditionID });
      const page = (
        await get('/api/Products/showproduct_page.php?page=1&limit=5', t.adminCookie)
      ).json();
      expect(page.data[0]).toHaveProperty('Condition');
      expect(page.data[0]).toHaveProperty('ConditionID');
      const archived = (
        await get('/api/Products/getArchivedProducts.php', t.customerCookie)
      ).json();
      expect(archived[0]).toHaveProperty('Condition', conditionLabel(archived[0].ConditionID));
      const mine = (await get(`${LIST}?UserID=2&limit=100`, t.customerCookie)).json();
      expect(mine.every((p: Product) => 'ConditionID' in p && 'Condition' in p)).toBe(true);
    });

    it('filters by condition, alone and with the other filters', async () => {
      for (const selection of [
        { condition: [3] },
        { condition: [1, 2] },
        { category: [1], condition: [3, 4] },
        { brand: [1, 2, 5], sex: [2], condition: [2, 3, 4, 5] },
      ] as Selection[]) {
        const expected = ids(all.filter((p) => matches(p, selection)));
        expect(ids(await list(queryOf(selection)))).toEqual(expected);
      }
      expect(await list('condition=9')).toEqual([]);
    });

    it('sorts by the price paid, the discount or newest, ties newest first', async () => {
      const paid = (p: Product) => unitPrice(p);
      const asc = [...all].sort((a, b) => paid(a) - paid(b) || byNewest(a, b));
      const desc = [...all].sort((a, b) => paid(b) - paid(a) || byNewest(a, b));
      const discount = [...all].sort((a, b) => b.OfferPrice - a.OfferPrice || byNewest(a, b));
      expect(ids(await list('sort=price_asc'))).toEqual(ids(asc));
      expect(ids(await list('sort=price_desc'))).toEqual(ids(desc));
      expect(ids(await list('sort=discount'))).toEqual(ids(discount));
      expect(ids(await list('sort=newest'))).toEqual(ids(all));
      // Paging a sorted list: page 2 continues page 1.
      const first = (await get(`${LIST}?sort=price_asc&limit=10&page=1`)).json();
      const second = (await get(`${LIST}?sort=price_asc&limit=10&page=2`)).json();
      expect(ids([...first, ...second])).toEqual(ids(asc).slice(0, 20));
    });

    it('keeps a price range on the price paid, bounds included, with filters and a sort', async () => {
      const prices = [...new Set(all.map(unitPrice))].sort((a, b) => a - b);
      const min = prices[Math.floor(prices.length / 4)]!;
      const max = prices[Math.floor((prices.length * 3) / 4)]!;
      const ranged = all.filter((p) => inRange(p, min, max));
      expect(ranged.some((p) => unitPrice(p) === min)).toBe(true);
      expect(ids(await list(`price_min=${min}&price_max=${max}`))).toEqual(ids(ranged));
      expect(ids(await list(`price_min=${min}`))).toEqual(ids(all.filter((p) => inRange(p, min))));
      expect(ids(await list(`price_max=${max}`))).toEqual(
        ids(all.filter((p) => inRange(p, undefined, max))),
      );
      // A discounted item counts at its price after the offer.
      const offered = all.find((p) => p.OfferPrice > 0)!;
      const hit = await list(`ids=${offered.ProductID}&price_max=${unitPrice(offered)}`);
      expect(ids(hit)).toEqual([offered.ProductID]);
      expect(await list(`ids=${offered.ProductID}&price_max=${unitPrice(offered) - 0.01}`)).toEqual(
        [],
      );
      const selection: Selection = { category: [1, 2], condition: [2, 3, 4] };
      const expected = all
        .filter((p) => matches(p, selection) && inRange(p, min, max))
        .sort((a, b) => unitPrice(b) - unitPrice(a) || byNewest(a, b));
      const sorted = await list(
        queryOf(selection, `price_min=${min}&price_max=${max}&sort=price_desc`),
      );
      expect(ids(sorted)).toEqual(ids(expected));
    });

    it('searches name, brand and description with q, best match first', async () => {
      const brands: { BrandID: number; Name: string }[] = (await get('/api/Brand/')).json();
      const brandOf = (p: Product) => brands.find((b) => b.BrandID === p.BrandID)!.Name;
      const found = (text: string) => {
        const word = text.toLowerCase();
        // Best first: in the name, in the brand's name, in the description only; then newest.
        const rank = (p: Product) =>
          p.Name.toLowerCase().includes(word) ? 0 : brandOf(p).toLowerCase().includes(word) ? 1 : 2;
        return all
          .filter(
            (p) =>
              p.Name.toLowerCase().includes(word) ||
              p.Description.toLowerCase().includes(word) ||
              brandOf(p).toLowerCase().includes(word),
          )
          .sort((a, b) => rank(a) - rank(b) || byNewest(a, b));
      };
      // A name word, a brand name and a word of the descriptions only.
      const nameWord = all[0]!.Name.split(' ').at(-1)!.slice(0, 5);
      const descriptionWord = all
        .flatMap((p) => p.Description.split(/\W+/))
        .find(
          (word) =>
            word.length >= 5 && !all.some((p) => p.Name.toLowerCase().includes(word.toLowerCase())),
        )!;
      expect(descriptionWord).toBeDefined();
      for (const text of [nameWord, 'rolex', 'ROLEX', descriptionWord, 'zzqx']) {
        expect(ids(await list(`q=${encodeURIComponent(text)}`))).toEqual(ids(found(text)));
      }
      expect(found('rolex').length).toBeGreaterThan(0);
      expect(found(descriptionWord).length).toBeGreaterThan(0);
      // Pages of a ranked search continue each other across the tiers.
      const tiered = found('bag');
      expect(new Set(tiered.map((p) => p.Name.toLowerCase().includes('bag'))).size).toBe(2);
      const paged: Product[] = [];
      for (let page = 1; page <= Math.ceil(tiered.length / 2); page++) {
        paged.push(...(await get(`${LIST}?q=bag&limit=2&page=${page}`)).json());
      }
      expect(ids(paged)).toEqual(ids(tiered));
      // With a sort, the sort decides the order; with filters, they apply.
      const sorted = await list('q=rolex&sort=price_asc');
      expect(ids(sorted)).toEqual(
        ids([...found('rolex')].sort((a, b) => unitPrice(a) - unitPrice(b) || byNewest(a, b))),
      );
      const combined = await list('q=rolex&condition=2,3');
      expect(ids(combined)).toEqual(
        ids(found('rolex').filter((p) => matches(p, { condition: [2, 3] }))),
      );
      // LIKE's wildcards are plain text.
      expect(await list('q=%25')).toEqual([]);
    });

    it('answers facet counts that match a brute-force count over the whole list', async () => {
      const prices = all.map(unitPrice).sort((a, b) => a - b);
      const cases: [Selection, number | undefined, number | undefined, string | undefined][] = [
        [{}, undefined, undefined, undefined],
        [{ category: [1] }, undefined, undefined, undefined],
        [{ category: [1, 2], condition: [3, 4] }, undefined, undefined, undefined],
        [{ brand: [1, 3], sex: [1, 3], condition: [2] }, prices[10], prices[60], undefined],
        [
          { category: [2], brand: [2, 4, 6], sex: [2], condition: [1, 2, 3, 4, 5] },
          undefined,
          prices[50],
          undefined,
        ],
        [{ condition: [3] }, undefined, undefined, 'rolex'],
        // Bounds inside a 100 AED band, and a range narrower than a band.
        [{ category: [2] }, prices[20]! - 50, prices[40]! + 37.5, undefined],
        [{ sex: [2], condition: [2, 3] }, prices[30]! - 10, prices[30]! + 10, undefined],
        [{ brand: [1] }, 0, prices[70]! + 0.01, undefined],
      ];
      for (const [selection, min, max, q] of cases) {
        const extra = [
          min !== undefined ? `price_min=${min}` : '',
          max !== undefined ? `price_max=${max}` : '',
          q ? `q=${q}` : '',
        ]
          .filter(Boolean)
          .join('&');
        const res = await get(`${FACETS}?${queryOf(selection, extra)}`);
        expect(res.statusCode).toBe(200);
        const counts = res.json();
        const candidates = q ? await list(`q=${q}`) : all;
        const pool = candidates.filter((p) => inRange(p, min, max));
        for (const [group, field] of GROUPS) {
          const expected: Record<string, number> = {};
          for (const p of pool.filter((p) => matches(p, selection, group))) {
            const key = String(p[field]);
            expected[key] = (expected[key] ?? 0) + 1;
          }
          expect(counts[group]).toEqual(expected);
        }
        expect(counts.total).toBe(pool.filter((p) => matches(p, selection)).length);
        expect(counts.total).toBe((await list(queryOf(selection, extra))).length);
      }
    });

    it('rejects bad values with 400 and a message', async () => {
      for (const url of [LIST, FACETS]) {
        const bad = async (query: string) => {
          const res = await get(`${url}?${query}`);
          expect(res.statusCode).toBe(400);
          return res.json().message as string;
        };
        expect(await bad('price_min=5000&price_max=100')).toBe(
          'price_min must not be above price_max',
        );
        expect(await bad('price_min=-1')).toMatch(/price_min/);
        expect(await bad('price_max=abc')).toMatch(/price_max/);
        expect(await bad('condition=good')).toMatch(/comma-separated/);
      }
      expect((await get(`${LIST}?sort=cheapest`)).json().message).toMatch(/sort must be one of/);
      expect((await get(`${LIST}?price_min=100&price_max=100`)).statusCode).toBe(200);
    });

    it('stores ConditionID through the sell queue and the product form', async () => {
      const png = await pngBytes();
      const sell = (fields: Record<string, string | number>) =>
        call(t, {
          method: 'POST',
          url: '/api/WaitingList/addqueue.php',
          cookie: t.customerCookie,
          ...multipart(
            {
              ProductName: 'Chanel Classic Flap',
              description: 'Caviar leather',
              quantity: 1,
              CategoireID: 2,
              BrandID: 3,
              SexID: 2,
              ColorID: 1,
              ...fields,
            },
            [{ field: 'images[]', filename: 'a.png', contentType: 'image/png', bytes: png }],
          ),
        });
      const admin = (url: string, payload: Record<string, string | number>) =>
        call(t, { method: 'POST', url, cookie: t.adminCookie, ...multipart(payload) });
      expect((await sell({ ProductName: 'Declared', ConditionID: 2 })).statusCode).toBe(200);
      expect((await sell({ ProductName: 'Undeclared' })).statusCode).toBe(200);
      const bad = await sell({ ProductName: 'Bad', ConditionID: 7 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/Condition must be one of/);
      const queue = (await get('/api/WaitingList/getQueueList.php', t.adminCookie)).json();
      const declared = queue.find((q: { ProductName: string }) => q.ProductName === 'Declared');
      const undeclared = queue.find((q: { ProductName: string }) => q.ProductName === 'Undeclared');
      expect(declared).toMatchObject({ ConditionID: 2, Condition: 'Pristine' });
      expect(undeclared).toMatchObject({ ConditionID: null, Condition: '' });
      // Approve keeps the declared condition, or sets the one confirmed.
      await admin('/api/WaitingList/approveQueue.php', {
        QueueID: declared.QueueID,
        UserPrice: 9000,
      });
      await admin('/api/WaitingList/approveQueue.php', {
        QueueID: undeclared.QueueID,
        UserPrice: 9100,
        ConditionID: 4,
      });
      const details = async (id: number) =>
        (await get(`/api/Products/getProductDetails.php?ProductID=${id}`)).json();
      expect(await details(declared.ProductID)).toMatchObject({
        ConditionID: 2,
        Condition: 'Pristine',
      });
      expect(await details(undeclared.ProductID)).toMatchObject({
        ConditionID: 4,
        Condition: 'Very good',
      });

      const last = (await get('/api/Products/getlastid.php', t.adminCookie)).json().LastID;
      const form = {
        ProductID: last + 1,
        Name: 'Hermes Kelly 28',
        Description: 'Togo',
        Price: 52000,
        Quantity: 1,
        OfferPrice: 0,
        BrandID: 6,
        CategoireID: 2,
        Color_ID: 6,
        SexID: 2,
      };
      expect(
        (await admin('/api/Products/addproduct.php', { ...form, ConditionID: 1 })).statusCode,
      ).toBe(200);
      expect(await details(last + 1)).toMatchObject({ ConditionID: 1, Condition: 'New with tags' });
      await admin('/api/Products/updateproduct.php', { ...form, Price: 51000 });
      expect(await details(last + 1)).toMatchObject({ Price: 51000, ConditionID: 1 });
      await admin('/api/Products/updateproduct.php', { ...form, ConditionID: 5 });
      expect(await details(last + 1)).toMatchObject({ ConditionID: 5, Condition: 'Good' });
      expect((await list('condition=5')).map((p) => p.ProductID)).toContain(last + 1);
      const facets = (await get(`${FACETS}?condition=5`)).json();
      expect(facets.total).toBe((await list('condition=5')).length);
    });
  },
);
