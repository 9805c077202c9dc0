import { orderCalls } from './helpers/order-calls';
import { SHIPPING } from './helpers/shipping';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

describe.each(BACKENDS)('orders on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const order = (
    payload: object,
    cookie = t.customerCookie,
    headers: Record<string, string> = {},
  ) => call(t, { method: 'POST', url: '/api/Orders/addOrder.php', payload, cookie, headers });
  const product = async (id: number) =>
    (
      await call(t, {
        method: 'GET',
        url: `/api/Products/getProductDetails.php?ProductID=${id}`,
        cookie: t.adminCookie,
      })
    ).json();
  const addProduct = (Quantity: number, Price: number, OfferPrice = 0) =>
    orderCalls(t).addProduct(Quantity, Price, OfferPrice);

  it('places an order priced from the database with the offer applied (client price ignored)', async () => {
    const id = await addProduct(3, 1000, 25);
    const res = await order({ ...SHIPPING, Products: [{ ProductID: id, Quantity: 2, Price: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Order placed successfully!',
      OrderID: expect.any(Number),
    });
    const details = (
      await call(t, {
        method: 'GET',
        url: `/api/Orders/getOrderdetails.php?QueueID=${res.json().OrderID}`,
        cookie: t.adminCookie,
      })
    ).json();
    expect(details).toEqual([
      {
        OrderDetailsID: expect.any(Number),
        OrderID: res.json().OrderID,
        ProductID: id,
        Quantity: 2,
        Price: 750,
      },
    ]);
    expect(await product(id)).toMatchObject({ Quantity: 1, Status: 'OnSale' });
    const list = (
      await call(t, { method: 'GET', url: '/api/Orders/', cookie: t.adminCookie })
    ).json();
    expect(list[0]).toMatchObject({
      OrderID: res.json().OrderID,
      UserName: 'Layla Hamdan',
      PhoneNumber: '+971501234567',
      City: 'Dubai',
      ZipCode: '00000',
      Notes: 'Call first',
      Status: 'Pending',
    });
  });

  it('refuses insufficient stock naming the product, writing nothing', async () => {
    const id = await addProduct(1, 500);
    const other = await addProduct(5, 100);
    const before = (
      await call(t, { method: 'GET', url: '/api/Orders/', cookie: t.adminCookie })
    ).json().length;
    const res = await order({
      ...SHIPPING,
      Products: [
        { ProductID: other, Quantity: 1 },
        { ProductID: id, Quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      message: expect.stringMatching(/^Only 1 items of "Test item .*" are available$/),
    });
    expect((await product(other)).Quantity).toBe(5);
    expect(
      (await call(t, { method: 'GET', url: '/api/Orders/', cookie: t.adminCookie })).json().length,
    ).toBe(before);
  });

  it('sells an item with stock 1 exactly once to 30 parallel orders', async () => {
    const id = await addProduct(1, 2000);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        order({ ...SHIPPING, Products: [{ ProductID: id, Quantity: 1 }] }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(29);
    expect(await product(id)).toMatchObject({ Quantity: 0, Status: 'SoldOut' });
  });

  it('answers a repeated Idempotency-Key with the first order', async () => {
    const id = await addProduct(10, 300);
    const headers = { 'idempotency-key': `key-${Math.random()}` };
    const payload = { ...SHIPPING, Products: [{ ProductID: id, Quantity: 1 }] };
    const [first, second] = await Promise.all([
      order(payload, t.customerCookie, headers),
      order(payload, t.customerCookie, headers),
    ]);
    const third = await order(payload, t.customerCookie, headers);
    expect(first.json().OrderID).toBeDefined();
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    expect((await product(id)).Quantity).toBe(9);
  });

  it('acts on the session user only and validates the body', async () => {
    const id = await addProduct(2, 300);
    expect(
      (await order({ ...SHIPPING, Products: [{ ProductID: id, Quantity: 1 }] }, '')).statusCode,
    ).toBe(401);
    const foreign = await order({
      ...SHIPPING,
      UserID: 1,
      Products: [{ ProductID: id, Quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(403);
    const empty = await order({ ...SHIPPING, Products: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ status: 'error', message: 'The order has no products' });
    const noCity = await order({
      ...SHIPPING,
      City: '',
      Products: [{ ProductID: id, Quantity: 1 }],
    });
    expect(noCity.json().message).toBe('City is required');
    const hidden = await order({ ...SHIPPING, Products: [{ ProductID: 999999, Quantity: 1 }] });
    expect(hidden.statusCode).toBe(409);
    expect((await product(id)).Quantity).toBe(2);
  });

  it('answers 404 for unknown order details and 400 for a bad id', async () => {
    expect(
      (
        await call(t, {
          method: 'GET',
          url: '/api/Orders/getOrderdetails.php?QueueID=99999',
          cookie: t.adminCookie,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t, {
          method: 'GET',
          url: '/api/Orders/getOrderdetails.php?QueueID=x',
          cookie: t.adminCookie,
        })
      ).statusCode,
    ).toBe(400);
  });
});
