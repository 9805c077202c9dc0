import { orderCalls } from './helpers/order-calls';
import { SHIPPING } from './helpers/shipping';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

describe.each(BACKENDS)('payments on %s', (backend) => {
  let t: TestApp;
  let o: ReturnType<typeof orderCalls>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    o = orderCalls(t);
  });
  afterAll(() => t.close());

  const placeWith = (payload: object) =>
    call(t, {
      method: 'POST',
      url: '/api/Orders/addOrder.php',
      cookie: t.customerCookie,
      payload: { ...SHIPPING, ...payload },
    });
  const markOrderPaid = (OrderID: number, cookie = t.adminCookie) =>
    call(t, { method: 'POST', url: '/api/Orders/markOrderPaid.php', cookie, payload: { OrderID } });
  const payment = async (OrderID: number) =>
    (
      await o.sql<{ method: string; status: string; amount_fils: number; refunded_fils: number }>(
        'SELECT method, status, amount_fils, refunded_fils FROM payments WHERE order_id = $1',
        [OrderID],
      )
    )[0];
  const count = async (table: string) =>
    Number((await o.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

  it('refuses cash on delivery above the limit with the message, writing nothing', async () => {
    const bag = await o.addProduct(1, 12_000);
    const before = await Promise.all(['orders', 'payments', 'order_details'].map(count));
    const res = await placeWith({ Products: [{ ProductID: bag, Quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Cash on delivery is available for orders up to 10,000 AED.');
    expect(await Promise.all(['orders', 'payments', 'order_details'].map(count))).toEqual(before);
    expect(await o.stock(bag)).toMatchObject({ quantity: 1 });
  });

  it('formats the message from the limit the back-office set', async () => {
    await o.sql(
      `UPDATE app_settings SET value = '250000' WHERE key = 'cash_on_delivery_limit_fils'`,
    );
    try {
      const bag = await o.addProduct(1, 3_000);
      const res = await placeWith({ Products: [{ ProductID: bag, Quantity: 1 }] });
      expect(res.json().message).toBe('Cash on delivery is available for orders up to 2,500 AED.');
    } finally {
      await o.sql(
        `UPDATE app_settings SET value = '1000000' WHERE key = 'cash_on_delivery_limit_fils'`,
      );
    }
  });

  it('answers 400 for card payments, which are not available yet', async () => {
    const bag = await o.addProduct(1, 500);
    const res = await placeWith({
      Products: [{ ProductID: bag, Quantity: 1 }],
      PaymentMethod: 'card',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Card payments are not available yet.');
    expect(await o.stock(bag)).toMatchObject({ quantity: 1 });
  });

  it("starts an order's payment Awaiting payment, cash on delivery by default", async () => {
    const bag = await o.addProduct(1, 1_500);
    const OrderID = await o.place([{ ProductID: bag, Quantity: 1 }]);
    expect(await payment(OrderID)).toEqual({
      method: 'cash_on_delivery',
      status: 'pending',
      amount_fils: 150_000,
      refunded_fils: 0,
    });
    const view = (await o.view(OrderID, t.customerCookie)).json();
    expect(view).toMatchObject({ PaymentMethod: 'cash_on_delivery', PaymentStatus: 'pending' });
    const mine = (await o.get('/api/Orders/getMyOrders.php', t.customerCookie)).json();
    expect(mine.data.find((row: { OrderID: number }) => row.OrderID === OrderID)).toMatchObject({
      PaymentMethod: 'cash_on_delivery',
      PaymentStatus: 'pending',
    });
    const page = (await o.get('/api/Orders/showorder_page.php?page=1&limit=50')).json();
    expect(page.data.find((row: { OrderID: number }) => row.OrderID === OrderID)).toMatchObject({
      PaymentStatus: 'pending',
    });
  });

  it('marks a cash-on-delivery order paid once, for administrators only', async () => {
    const bag = await o.addProduct(1, 800);
    const OrderID = await o.place([{ ProductID: bag, Quantity: 1 }]);
    expect((await markOrderPaid(OrderID, t.customerCookie)).statusCode).toBe(403);
    const first = await markOrderPaid(OrderID);
    expect(first.statusCode).toBe(200);
    expect((await payment(OrderID))!.status).toBe('paid');
    const second = await markOrderPaid(OrderID);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(`Order ${OrderID} is already paid`);
    expect((await markOrderPaid(999_999)).statusCode).toBe(404);
  });

  it('refunds a paid order that is cancelled, and collects nothing for a cancelled one', async () => {
    const bag = await o.addProduct(1, 1_200);
    const OrderID = await o.place([{ ProductID: bag, Quantity: 1 }]);
    expect((await markOrderPaid(OrderID)).statusCode).toBe(200);
    expect((await o.setStatus({ OrderID, Status: 'Cancelled' })).statusCode).toBe(200);
    expect(await payment(OrderID)).toMatchObject({ status: 'refunded', refunded_fils: 120_000 });
    expect((await o.view(OrderID)).json()).toMatchObject({
      PaymentStatus: 'refunded',
      RefundedAmount: 120_000,
    });

    const unpaid = await o.place([{ ProductID: await o.addProduct(1, 1_200), Quantity: 1 }]);
    expect((await o.cancel(unpaid)).statusCode).toBe(200);
    expect((await payment(unpaid))!.status).toBe('pending');
    expect((await markOrderPaid(unpaid)).statusCode).toBe(409);
  });

  it('refunds a paid order that is returned', async () => {
    const bag = await o.addProduct(1, 1_100);
    const OrderID = await o.place([{ ProductID: bag, Quantity: 1 }]);
    await o.walk(OrderID, 'Confirmed', 'Authenticated', 'Shipped', 'Delivered');
    expect((await markOrderPaid(OrderID)).statusCode).toBe(200);
    await o.walk(OrderID, 'Returned');
    expect(await payment(OrderID)).toMatchObject({ status: 'refunded', refunded_fils: 110_000 });
  });
});
