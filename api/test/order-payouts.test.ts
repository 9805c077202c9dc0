import { orderCalls } from './helpers/order-calls';
import { outboxOf } from './helpers/outbox';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;
/** The sale falls due `days` from now (to the minute). */
const expectDueIn = (sale: { PayableFrom: string }, days: number) =>
  expect(Math.abs(Date.parse(sale.PayableFrom) - (Date.now() + days * DAY))).toBeLessThan(60_000);

describe.each(BACKENDS)('sales and payouts on %s', (backend) => {
  let t: TestApp;
  let o: ReturnType<typeof orderCalls>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    o = orderCalls(t);
  });
  afterAll(() => t.close());

  /** The customer submits an item; the administrator approves it with `approval`. */
  const sellAndApprove = async (name: string, quantity: number, approval: object) => {
    const { queue, product } = await o.submitToQueue(name, quantity, 'Worn twice');
    const approved = await call(t, {
      method: 'POST',
      url: '/api/WaitingList/approveQueue.php',
      cookie: t.adminCookie,
      payload: { QueueID: queue, ...approval },
    });
    expect(approved.statusCode).toBe(200);
    return product;
  };
  const sales = async () => (await o.get('/api/Orders/getMySales.php', t.customerCookie)).json();
  const payouts = async () => (await o.get('/api/Orders/getPayouts.php')).json();
  const markPaid = (OrderDetailsIDs: number[]) =>
    call(t, {
      method: 'POST',
      url: '/api/Orders/markPaid.php',
      cookie: t.adminCookie,
      payload: { OrderDetailsIDs },
    });
  const markOrderPaid = (OrderID: number) =>
    call(t, {
      method: 'POST',
      url: '/api/Orders/markOrderPaid.php',
      cookie: t.adminCookie,
      payload: { OrderID },
    });
  const deliveredDaysAgo = (OrderID: number, days: number) =>
    o.sql(`UPDATE orders SET delivered_at = now() - make_interval(days => $2) WHERE id = $1`, [
      OrderID,
      days,
    ]);

  it('stores the breakdown at approval and shows the seller their sales and payout states', async () => {
    const bag = await sellAndApprove('Hermes Kelly 28', 3, {
      UserPrice: 1100,
      ProductPrice: 1000,
      FeesPrice: 60,
      ShippingPrice: 40,
    });
    const [row] = await o.sql(
      'SELECT price::float8 AS price, product_price::float8 AS product, fees_price::float8 AS fees, shipping_price::float8 AS shipping FROM products WHERE id = $1',
      [bag],
    );
    expect(row).toEqual({ price: 1100, product: 1000, fees: 60, shipping: 40 });
    const plain = await sellAndApprove('Dior Saddle', 2, { UserPrice: 500 });

    const buyer = await o.newBuyer();
    const beforeSales = await outboxOf(t).mark();
    const first = await o.place([{ ProductID: bag, Quantity: 2 }], buyer.cookie);
    const second = await o.place(
      [
        { ProductID: bag, Quantity: 1 },
        { ProductID: plain, Quantity: 1 },
      ],
      buyer.cookie,
    );
    const mine = await sales();
    expect(mine).toEqual([
      expect.objectContaining({
        OrderID: second,
        ProductID: plain,
        ProductPrice: null,
        Payout: 500,
      }),
      expect.objectContaining({ OrderID: second, ProductID: bag, Quantity: 1, Payout: 1000 }),
      {
        OrderDetailsID: expect.any(Number),
        OrderID: first,
        OrderDate: expect.any(String),
        ProductID: bag,
        ProductName: 'Hermes Kelly 28',
        ProductNameAr: null,
        Quantity: 2,
        Price: 1100,
        ProductPrice: 1000,
        FeesPrice: 60,
        ShippingPrice: 40,
        Payout: 2000,
        OrderStatus: 'Pending',
        PayoutState: 'Awaiting delivery',
        PayableFrom: null,
        PaidAt: null,
      },
    ]);
    // The buyer sold nothing.
    expect((await o.get('/api/Orders/getMySales.php', buyer.cookie)).json()).toEqual([]);
    // The seller heard of each sold line, as the orders were placed (cash on delivery).
    const sold = (await outboxOf(t).since(beforeSales)).filter(
      (mail) => mail.recipient === 'customer@reluxe.ae',
    );
    expect(sold.map((mail) => [mail.kind, mail.subject])).toEqual([
      ['item_sold', 'Your item sold: Hermes Kelly 28'],
      ['item_sold', 'Your item sold: Hermes Kelly 28'],
      ['item_sold', 'Your item sold: Dior Saddle'],
    ]);

    await o.walk(first, 'Confirmed', 'Authenticated', 'Shipped', 'Delivered');
    await o.walk(second, 'Confirmed', 'Cancelled');
    const line = (id: number, product: number) =>
      sales().then((all) =>
        all.find(
          (s: { OrderID: number; ProductID: number }) =>
            s.OrderID === id && s.ProductID === product,
        ),
      );
    // Delivered but the buyer's cash not recorded yet: Awaiting payment, neither listed nor paid.
    const unpaidSale = await line(first, bag);
    expect(unpaidSale).toMatchObject({
      OrderStatus: 'Delivered',
      PayoutState: 'Awaiting payment',
      PayableFrom: null,
      Payout: 2000,
    });
    const unpaid = await markPaid([unpaidSale.OrderDetailsID]);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(
      `Sale ${unpaidSale.OrderDetailsID} (order ${first}) is not payable: the buyer has not paid`,
    );
    // Paid by the buyer: Payable, with the day it falls due (delivery + 14 days) and the
    // product price as the payout.
    expect((await markOrderPaid(first)).statusCode).toBe(200);
    const delivered = await line(first, bag);
    expect(delivered).toMatchObject({ PayoutState: 'Payable', Payout: 2000 });
    expectDueIn(delivered, 14);
    expect(await line(second, plain)).toMatchObject({
      PayoutState: 'Cancelled',
      PayableFrom: null,
    });
    await deliveredDaysAgo(first, 13);
    const almost = await line(first, bag);
    expect(almost.PayoutState).toBe('Payable');
    expectDueIn(almost, 1);
    // Not due yet: the back-office neither lists nor pays it.
    expect(await payouts()).toEqual([]);
    const early = await markPaid([almost.OrderDetailsID]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Sale ${almost.OrderDetailsID} (order ${first}) is not payable: due from ${almost.PayableFrom.slice(0, 10)}`,
    );
    await deliveredDaysAgo(first, 15);
    expect((await line(first, bag)).PayoutState).toBe('Payable');
    expect((await payouts())[0].Sales).toEqual([
      expect.objectContaining({ OrderDetailsID: almost.OrderDetailsID, Payout: 2000 }),
    ]);
  });

  it('groups payable sales per seller and marks them paid in one transaction', async () => {
    const watch = await sellAndApprove('Rolex Datejust', 2, {
      UserPrice: 3000,
      ProductPrice: 2800,
      FeesPrice: 200,
    });
    const buyer = await o.newBuyer();
    const delivered = await o.place([{ ProductID: watch, Quantity: 1 }], buyer.cookie);
    await o.walk(delivered, 'Confirmed', 'Authenticated', 'Shipped', 'Delivered');
    await deliveredDaysAgo(delivered, 20);
    expect((await markOrderPaid(delivered)).statusCode).toBe(200);
    const pending = await o.place([{ ProductID: watch, Quantity: 1 }], buyer.cookie);

    const [seller] = await payouts();
    expect(seller).toMatchObject({
      UserName: 'Layla Hamdan',
      Email: 'customer@reluxe.ae',
      Amount: 2000 + 2800,
    });
    expect(seller.Sales.map((s: { Payout: number }) => s.Payout)).toEqual([2800, 2000]);
    expect(seller.Sales.every((s: { PayoutState: string }) => s.PayoutState === 'Payable')).toBe(
      true,
    );
    const payable = seller.Sales.map((s: { OrderDetailsID: number }) => s.OrderDetailsID);
    const [{ id: pendingLine }] = await o.sql<{ id: number }>(
      'SELECT id FROM order_details WHERE order_id = $1',
      [pending],
    );

    // One line not payable: 409 naming it, and nothing is paid.
    const refused = await markPaid([...payable, pendingLine]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'error',
      message: `Sale ${pendingLine} (order ${pending}) is not payable: Awaiting delivery`,
    });
    expect((await payouts())[0].Sales).toHaveLength(2);
    const unknown = await markPaid([...payable, 999_999]);
    expect(unknown.statusCode).toBe(404);

    const paid = await markPaid(payable);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'success', message: '2 sales marked as paid' });
    expect(await payouts()).toEqual([]);
    const mine = await sales();
    const paidLines = mine.filter((s: { OrderDetailsID: number }) =>
      payable.includes(s.OrderDetailsID),
    );
    expect(paidLines).toHaveLength(2);
    for (const sale of paidLines) {
      expect(sale).toMatchObject({ PayoutState: 'Paid', PaidAt: expect.any(String) });
    }
    const twice = await markPaid([payable[0]]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(
      new RegExp(`^Sale ${payable[0]} .* is not payable: Paid$`),
    );
  });

  it('refuses an approval whose breakdown does not add up', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/WaitingList/approveQueue.php',
      cookie: t.adminCookie,
      payload: { QueueID: 1, UserPrice: 100, ProductPrice: 90, FeesPrice: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'UserPrice must be the sum of ProductPrice, FeesPrice and ShippingPrice',
    );
  });
});
