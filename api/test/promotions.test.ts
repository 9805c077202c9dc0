import { orderCalls } from './helpers/order-calls';
import { SHIPPING } from './helpers/shipping';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const UAE = 'United%20Arab%20Emirates';

describe.each(BACKENDS)('promotions on %s', (backend) => {
  let t: TestApp;
  let o: ReturnType<typeof orderCalls>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    o = orderCalls(t);
  });
  afterAll(() => t.close());

  let codes = 0;
  /** Adds a running code (a unique name) with `fields` over the defaults; answers its code. */
  const addCode = async (fields: object = {}) => {
    codes += 1;
    const Code = `T${codes}${backend.slice(0, 2).toUpperCase()}`;
    const res = await call(t, {
      method: 'POST',
      url: '/api/Promotions/addPromotion.php',
      cookie: t.adminCookie,
      payload: {
        Code,
        Kind: 'percent',
        Percent: 15,
        StartsAt: iso(-DAY),
        EndsAt: iso(DAY),
        ...fields,
      },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return Code;
  };
  /** A product of its own brand and category, so a scope can name it alone. */
  const product = async (price: number, quantity = 1) => {
    const id = await o.addProduct(quantity, price);
    const [row] = await o.sql<{ brand: number; category: number }>(
      `WITH b AS (INSERT INTO brands (name) VALUES ($1) RETURNING id),
            c AS (INSERT INTO categories (name) VALUES ($1) RETURNING id)
       UPDATE products SET brand_id = (SELECT id FROM b), category_id = (SELECT id FROM c)
       WHERE id = $2 RETURNING brand_id AS brand, category_id AS category`,
      [`Promo ${id} ${Math.random()}`, id],
    );
    return { id, ...row! };
  };
  const quote = async (lines: [number, number][], Coupon?: string, cookie?: string) => {
    const Products = lines.map(([id, n]) => `${id}:${n}`).join(',');
    const coupon = Coupon === undefined ? '' : `&Coupon=${encodeURIComponent(Coupon)}`;
    const res = await call(t, {
      method: 'GET',
      url: `/api/Orders/getTotals.php?Country=${UAE}&Products=${Products}${coupon}`,
      cookie,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const place = (lines: [number, number][], Coupon?: string, cookie = t.customerCookie) =>
    call(t, {
      method: 'POST',
      url: '/api/Orders/addOrder.php',
      cookie,
      payload: {
        ...SHIPPING,
        Products: lines.map(([ProductID, Quantity]) => ({ ProductID, Quantity })),
        ...(Coupon ? { Coupon } : {}),
      },
    });
  const uses = async (code: string) =>
    (await o.sql<{ uses: number }>('SELECT uses FROM promotions WHERE code = $1', [code]))[0]!.uses;

  it('takes a percent off every piece, VAT computed after the discount', async () => {
    const a = await product(2_000);
    const b = await product(500);
    const code = await addCode({ Percent: 15 });
    // 250,000 fils less 15% (37,500) = 212,500, shipped free; VAT 212,500 x 5 / 105 = 10,119.05.
    expect(
      await quote(
        [
          [a.id, 1],
          [b.id, 1],
        ],
        code.toLowerCase(),
      ),
    ).toMatchObject({
      Subtotal: 250_000,
      Discount: 37_500,
      Shipping: 0,
      VAT: 10_119,
      Total: 212_500,
      Coupon: { Code: code, Discount: 37_500 },
      CouponError: null,
    });
  });

  it('takes a scoped percent, a capped percent and a fixed amount only off their pieces', async () => {
    const a = await product(2_000);
    const b = await product(500);
    const bag: [number, number][] = [
      [a.id, 1],
      [b.id, 1],
    ];
    // 15% of the 500 AED piece's brand only: 7,500 off; 242,500 / 21 = 11,547.62.
    const brand = await addCode({ Percent: 15, BrandIDs: [b.brand] });
    expect(await quote(bag, brand)).toMatchObject({ Discount: 7_500, VAT: 11_548, Total: 242_500 });
    // 50% capped at 100 AED: 10,000 off; 240,000 / 21 = 11,428.57.
    const capped = await addCode({ Percent: 50, MaxDiscount: 10_000 });
    expect(await quote(bag, capped)).toMatchObject({
      Discount: 10_000,
      VAT: 11_429,
      Total: 240_000,
    });
    // 300 AED off the 500 AED piece's category: 220,000 / 21 = 10,476.19.
    const fixed = await addCode({ Kind: 'fixed', Amount: 30_000, CategoryIDs: [b.category] });
    expect(await quote(bag, fixed)).toMatchObject({
      Discount: 30_000,
      VAT: 10_476,
      Total: 220_000,
    });
    // 800 AED off a 500 AED scope: never more than its pieces cost.
    const over = await addCode({ Kind: 'fixed', Amount: 80_000, CategoryIDs: [b.category] });
    expect(await quote(bag, over)).toMatchObject({ Discount: 50_000, VAT: 9_524, Total: 200_000 });
  });

  it('charges shipping when the discount takes the bag under the free threshold', async () => {
    const c = await product(1_050);
    const code = await addCode({ Percent: 10 });
    // 105,000 - 10,500 = 94,500 < 100,000: 5,000 shipping; 99,500 / 21 = 4,738.10.
    expect(await quote([[c.id, 1]], code)).toMatchObject({
      Subtotal: 105_000,
      Discount: 10_500,
      Shipping: 5_000,
      VAT: 4_738,
      Total: 99_500,
    });
  });

  it('refuses a code with its reason and quotes without it', async () => {
    const p = await product(800);
    const other = await product(900);
    const refused = async (code: string, lines: [number, number][] = [[p.id, 1]]) => {
      const answer = await quote(lines, code);
      expect(answer).toMatchObject({ Discount: 0, Coupon: null });
      return answer.CouponError as string;
    };
    expect(await refused('NOPE')).toBe('This code does not exist.');
    expect(await refused(await addCode({ StartsAt: iso(-2 * DAY), EndsAt: iso(-DAY) }))).toBe(
      'This code has expired.',
    );
    expect(await refused(await addCode({ StartsAt: iso(DAY), EndsAt: iso(2 * DAY) }))).toBe(
      'This code is not active yet.',
    );
    expect(await refused(await addCode({ MinSubtotal: 100_000 }))).toBe(
      'Spend 1,000 AED or more to use this code.',
    );
    expect(await refused(await addCode({ BrandIDs: [other.brand] }))).toBe(
      'This code does not apply to the items in your bag.',
    );
    expect(await refused(await addCode({ Active: false }))).toBe('This code does not exist.');

    const once = await addCode({ UsageLimit: 1 });
    expect((await place([[p.id, 1]], once)).statusCode).toBe(200);
    expect(await refused(once, [[other.id, 1]])).toBe('This code has been used up.');

    const mine = await addCode({ PerCustomerLimit: 1 });
    const buyer = await o.newBuyer();
    const first = await product(700);
    const second = await product(700);
    expect((await place([[first.id, 1]], mine, buyer.cookie)).statusCode).toBe(200);
    const again = await place([[second.id, 1]], mine, buyer.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already used this code.');
    expect((await quote([[second.id, 1]], mine, buyer.cookie)).CouponError).toBe(
      'You have already used this code.',
    );
    // Another customer may still use it.
    expect((await quote([[second.id, 1]], mine)).CouponError).toBeNull();
  });

  it('records the code and its amount on the order and its invoice', async () => {
    const p = await product(2_000);
    const code = await addCode({ Kind: 'fixed', Amount: 25_000 });
    const res = await place([[p.id, 1]], code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const OrderID = res.json().OrderID as number;
    const view = (await o.view(OrderID, t.customerCookie)).json();
    expect(view).toMatchObject({
      CouponCode: code,
      Total: 1_750,
      Totals: { Subtotal: 200_000, Discount: 25_000, Shipping: 0, VAT: 8_333, Total: 175_000 },
    });
    await call(t, {
      method: 'POST',
      url: '/api/Orders/markOrderPaid.php',
      cookie: t.adminCookie,
      payload: { OrderID },
    });
    const invoice = (await o.get(`/api/Orders/getInvoice.php?OrderID=${OrderID}`)).json();
    expect(invoice).toMatchObject({
      CouponCode: code,
      Totals: { Discount: 25_000, Total: 175_000 },
    });
  });

  it('places at most 10 of 100 racing orders on a code limited to 10', async () => {
    const code = await addCode({ UsageLimit: 10 });
    const first = await o.addProduct(1, 600);
    await o.sql(
      `INSERT INTO products (user_id, status, name, description, price, quantity, images, offer_price,
                             brand_id, category_id, color_id, sex_id)
       SELECT user_id, status, name || ' #' || n, description, price, quantity, images, offer_price,
              brand_id, category_id, color_id, sex_id
       FROM products, generate_series(1, 99) AS n WHERE id = $1`,
      [first],
    );
    const ids = (
      await o.sql<{ id: number }>(
        `SELECT id FROM products WHERE id = $1 OR name LIKE (SELECT name FROM products WHERE id = $1) || ' #%' ORDER BY id`,
        [first],
      )
    ).map((row) => row.id);
    expect(ids).toHaveLength(100);
    const answers = await Promise.all(ids.map((id) => place([[id, 1]], code)));
    const placed = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(placed).toHaveLength(10);
    expect(new Set(refused.map((res) => `${res.statusCode} ${res.json().message}`))).toEqual(
      new Set(['409 This code has been used up.']),
    );
    expect(await uses(code)).toBe(10);
    expect(
      await o.sql(
        'SELECT count(*)::int AS n FROM promotion_uses u JOIN promotions p ON p.id = u.promotion_id WHERE p.code = $1',
        [code],
      ),
    ).toEqual([{ n: 10 }]);
    // Told it was used up, a shopper places the order without it: the piece was not taken.
    const refusedId = ids[answers.findIndex((res) => res.statusCode !== 200)]!;
    expect((await place([[refusedId, 1]])).statusCode).toBe(200);
  });

  it('gives the use back when the order is cancelled', async () => {
    const code = await addCode({ UsageLimit: 1 });
    const p = await product(650);
    const q = await product(650);
    const placed = await place([[p.id, 1]], code);
    expect(await uses(code)).toBe(1);
    expect((await quote([[q.id, 1]], code)).CouponError).toBe('This code has been used up.');
    expect((await o.cancel(placed.json().OrderID)).statusCode).toBe(200);
    expect(await uses(code)).toBe(0);
    expect((await place([[q.id, 1]], code)).statusCode).toBe(200);
  });

  it('lists codes with their uses and state, and refuses bad input by name', async () => {
    const running = await addCode({ UsageLimit: 5 });
    const later = await addCode({ StartsAt: iso(DAY), EndsAt: iso(2 * DAY) });
    const page = (await o.get('/api/Promotions/showpromotion_page.php?page=1&limit=100')).json();
    const row = (code: string) => page.data.find((p: { Code: string }) => p.Code === code);
    expect(row(running)).toMatchObject({ State: 'Running', Uses: 0, UsageLimit: 5 });
    expect(row(later)).toMatchObject({ State: 'Scheduled' });
    const bad = async (payload: object) => {
      const res = await call(t, {
        method: 'POST',
        url: '/api/Promotions/addPromotion.php',
        cookie: t.adminCookie,
        payload: {
          Code: 'BADONE',
          Kind: 'percent',
          Percent: 5,
          StartsAt: iso(0),
          EndsAt: iso(DAY),
          ...payload,
        },
      });
      return `${res.statusCode} ${res.json().message}`;
    };
    expect(await bad({ Percent: undefined })).toBe('400 Percent is required');
    expect(await bad({ EndsAt: iso(-DAY) })).toBe('400 End must be after the start');
    expect(await bad({ Code: running.toLowerCase() })).toBe(
      `409 A promotion with the code ${running} exists`,
    );
    const customer = await call(t, {
      method: 'POST',
      url: '/api/Promotions/addPromotion.php',
      cookie: t.customerCookie,
      payload: {
        Code: 'NOTYOURS',
        Kind: 'percent',
        Percent: 5,
        StartsAt: iso(0),
        EndsAt: iso(DAY),
      },
    });
    expect(customer.statusCode).toBe(403);
  });

  it('features the seeded SALE on the home banner until it is switched off', async () => {
    const featured = (await o.get('/api/Promotions/getFeatured.php', '')).json();
    expect(featured).toMatchObject({
      Code: 'SALE',
      Headline: 'HOTTEST SALE OF THE YEAR',
      Kind: 'percent',
      Percent: 10,
      MaxDiscount: 90_000,
    });
    expect(new Date(featured.EndsAt).getTime()).toBeGreaterThan(Date.now());
    const [sale] = await o.sql<{ id: number }>(`SELECT id FROM promotions WHERE code = 'SALE'`);
    const row = (await o.get('/api/Promotions/showpromotion_page.php?page=1&limit=100'))
      .json()
      .data.find((p: { Code: string }) => p.Code === 'SALE');
    const off = await call(t, {
      method: 'POST',
      url: '/api/Promotions/updatePromotion.php',
      cookie: t.adminCookie,
      payload: { ...row, PromotionID: sale!.id, Active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await o.get('/api/Promotions/getFeatured.php', '')).json()).toBeNull();
  });
});
