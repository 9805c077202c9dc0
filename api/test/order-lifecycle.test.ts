import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '../src/contracts';
import { orderCalls } from './helpers/order-calls';
import { headersOf, outboxOf } from './helpers/outbox';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

/** The admin moves that reach each status from Pending. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  Pending: [],
  Confirmed: ['Confirmed'],
  Authenticated: ['Confirmed', 'Authenticated'],
  Shipped: ['Confirmed', 'Authenticated', 'Shipped'],
  Delivered: ['Confirmed', 'Authenticated', 'Shipped', 'Delivered'],
  Cancelled: ['Cancelled'],
  Returned: ['Confirmed', 'Authenticated', 'Shipped', 'Delivered', 'Returned'],
};

describe.each(BACKENDS)('order lifecycle on %s', (backend) => {
  let t: TestApp;
  let o: ReturnType<typeof orderCalls>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    o = orderCalls(t);
  });
  afterAll(() => t.close());

  it('pages past 1,000 orders newest first, with the total, of one status when asked', async () => {
    const [{ id: customer }] = await o.sql<{ id: number }>(
      "SELECT id FROM users WHERE email = 'customer@reluxe.ae'",
    );
    await o.sql(
      `INSERT INTO orders (user_id, phone, address, city, state, country, street, zip, status)
       SELECT $1, '+971500000000', 'Villa ' || n, 'Dubai', 'Dubai', 'UAE', 'Road', '00000',
              CASE WHEN n % 10 = 0 THEN 'Confirmed' ELSE 'Pending' END
       FROM generate_series(1, 1100) AS n`,
      [customer],
    );
    const expected = await o.sql<{ id: number }>(
      'SELECT id FROM orders ORDER BY id DESC OFFSET 1100 LIMIT 10',
    );
    const [{ n: total }] = await o.sql<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const page = await o.get('/api/Orders/showorder_page.php?page=111&limit=10');
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(total);
    expect(total).toBeGreaterThanOrEqual(1100);
    expect(page.json().data.map((row: { OrderID: number }) => row.OrderID)).toEqual(
      expected.map((row) => row.id),
    );
    const first = (await o.get('/api/Orders/showorder_page.php?page=1&limit=10')).json();
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({ UserName: 'Layla Hamdan', Status: expect.any(String) });
    const ids = first.data.map((row: { OrderID: number }) => row.OrderID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const confirmed = (
      await o.get('/api/Orders/showorder_page.php?page=2&limit=100&status=Confirmed')
    ).json();
    expect(confirmed.total).toBe(110);
    expect(confirmed.data).toHaveLength(10);
    expect(confirmed.data.every((row: { Status: string }) => row.Status === 'Confirmed')).toBe(
      true,
    );
    const bad = await o.get('/api/Orders/showorder_page.php?status=Lost');
    expect(bad.statusCode).toBe(400);
    // Orders/ still answers the newest 1000.
    expect((await o.get('/api/Orders/')).json()).toHaveLength(1000);
  });

  it('records the Pending event when an order is placed and shows the order to its buyer', async () => {
    const product = await o.addProduct(3, 1200);
    const id = await o.place([{ ProductID: product, Quantity: 2 }]);
    const res = await o.view(id, t.customerCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      OrderID: id,
      UserID: expect.any(Number),
      UserName: 'Layla Hamdan',
      OrderDate: expect.any(String),
      Status: 'Pending',
      Total: 2400,
      // 240,000 fils ship free in the UAE; VAT 240,000 / 21 = 11,428.57 -> 11,429.
      Totals: {
        Subtotal: 240_000,
        Discount: 0,
        Shipping: 0,
        VAT: 11_429,
        Total: 240_000,
        Zone: 'UAE',
        VatRate: 0.05,
      },
      Pieces: 2,
      PhoneNumber: '+971501234567',
      Address: 'Villa 12',
      ApartmentNumber: '',
      Street: 'Jumeirah Beach Road',
      City: 'Dubai',
      State: 'Dubai',
      Zip: '00000',
      Country: 'UAE',
      Notes: 'Call first',
      Carrier: null,
      TrackingNumber: null,
      Lines: [
        {
          OrderDetailsID: expect.any(Number),
          ProductID: product,
          ProductName: expect.stringMatching(/^Test item/),
          ProductNameAr: null,
          Image: expect.any(String),
          Quantity: 2,
          Price: 1200,
        },
      ],
      Timeline: [{ Status: 'Pending', At: expect.any(String), By: 'buyer', Note: '' }],
      NextStatuses: ['Cancelled'],
      PaymentMethod: 'cash_on_delivery',
      PaymentStatus: 'pending',
      RefundedAmount: 0,
      Refunds: [],
      PaymentHoldUntil: null,
      CanPay: false,
      InvoiceNumber: null,
      CouponCode: null,
    });
    expect((await o.view(id)).json().NextStatuses).toEqual(['Confirmed', 'Cancelled']);
  });

  it('makes every legal move, records each with who and the note, and keeps tracking', async () => {
    const product = await o.addProduct(5, 800);
    const id = await o.place([{ ProductID: product, Quantity: 1 }]);
    for (const [Status, extra] of [
      ['Confirmed', { Note: 'Payment checked' }],
      ['Authenticated', {}],
      ['Shipped', o.ship],
      ['Delivered', {}],
      ['Returned', { Note: 'Wrong size' }],
    ] as const) {
      const res = await o.setStatus({ OrderID: id, Status, ...extra });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: `Order ${id} is now ${Status}` });
    }
    const view = (await o.view(id)).json();
    expect(view).toMatchObject({
      Status: 'Returned',
      Carrier: 'Aramex',
      TrackingNumber: 'AX123456789',
      NextStatuses: [],
    });
    expect(view.Timeline.map((e: { Status: string }) => e.Status)).toEqual([
      'Pending',
      'Confirmed',
      'Authenticated',
      'Shipped',
      'Delivered',
      'Returned',
    ]);
    expect(view.Timeline[1]).toMatchObject({ By: 'admin (Reluxe Admin)', Note: 'Payment checked' });
    // The buyer sees that the back-office moved it, not who.
    const asBuyer = (await o.view(id, t.customerCookie)).json();
    expect(asBuyer.Timeline[1]).toMatchObject({ By: 'admin', Note: 'Payment checked' });
    expect(view.Timeline[5]).toMatchObject({ Note: 'Wrong size' });
    // Returned put the piece back.
    expect(await o.stock(product)).toEqual({ quantity: 5, status: 'Available' });

    const early = await o.place([{ ProductID: product, Quantity: 1 }]);
    expect((await o.setStatus({ OrderID: early, Status: 'Cancelled' })).statusCode).toBe(200);
    const confirmed = await o.place([{ ProductID: product, Quantity: 1 }]);
    await o.walk(confirmed, 'Confirmed', 'Cancelled');
    expect((await o.orderRow(confirmed)).status).toBe('Cancelled');
    expect(await o.stock(product)).toEqual({ quantity: 5, status: 'Available' });
  });

  it('refuses every illegal move with a 409 naming both statuses, changing nothing', async () => {
    const product = await o.addProduct(50, 100);
    for (const from of ORDER_STATUSES) {
      const id = await o.place([{ ProductID: product, Quantity: 1 }]);
      await o.walk(id, ...PATH_TO[from]);
      const before = { order: await o.orderRow(id), stock: await o.stock(product) };
      for (const to of ORDER_STATUSES) {
        if ((ORDER_TRANSITIONS[from] as readonly string[]).includes(to)) continue;
        const res = await o.setStatus({ OrderID: id, Status: to, ...o.ship });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          status: 'error',
          message:
            from === to
              ? `Order ${id} is already ${to}`
              : `Cannot move order ${id} from ${from} to ${to}`,
        });
      }
      expect({ order: await o.orderRow(id), stock: await o.stock(product) }).toEqual(before);
    }
  });

  it('refuses a change made on a status the order has left', async () => {
    const id = await o.place([{ ProductID: await o.addProduct(2, 100), Quantity: 1 }]);
    await o.walk(id, 'Confirmed');
    const res = await o.setStatus({ OrderID: id, Status: 'Cancelled', From: 'Pending' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Order ${id} is Confirmed, not Pending`);
    expect((await o.orderRow(id)).status).toBe('Confirmed');
  });

  it('needs the carrier and the tracking number to ship', async () => {
    const id = await o.place([{ ProductID: await o.addProduct(2, 100), Quantity: 1 }]);
    await o.walk(id, 'Confirmed', 'Authenticated');
    const noTracking = await o.setStatus({ OrderID: id, Status: 'Shipped', Carrier: 'DHL' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json()).toEqual({ status: 'error', message: 'Tracking number is required' });
    const blank = await o.setStatus({
      OrderID: id,
      Status: 'Shipped',
      Carrier: 'DHL',
      TrackingNumber: '   ',
    });
    expect(blank.json().message).toBe('Tracking number is required');
    const noCarrier = await o.setStatus({ OrderID: id, Status: 'Shipped', TrackingNumber: 'X1' });
    expect(noCarrier.json().message).toBe('Carrier is required');
    expect(await o.orderRow(id)).toEqual({ status: 'Authenticated', events: 3 });
  });

  it('lets the buyer cancel while Pending, restoring stock and status (not Archived)', async () => {
    const product = await o.addProduct(1, 900, 10);
    const id = await o.place([{ ProductID: product, Quantity: 1 }]);
    expect(await o.stock(product)).toEqual({ quantity: 0, status: 'SoldOut' });
    const res = await o.cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: `Order ${id} was cancelled` });
    expect(await o.stock(product)).toEqual({ quantity: 1, status: 'OnSale' });
    const view = (await o.view(id, t.customerCookie)).json();
    expect(view.Status).toBe('Cancelled');
    expect(view.Timeline.at(-1)).toMatchObject({ Status: 'Cancelled', By: 'buyer' });
    const again = await o.cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order ${id} is already Cancelled`);

    const confirmed = await o.place([{ ProductID: product, Quantity: 1 }]);
    await o.walk(confirmed, 'Confirmed');
    const late = await o.cancel(confirmed);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(`Cannot move order ${confirmed} from Confirmed to Cancelled`);

    // An item withdrawn meanwhile gets its pieces back but stays withdrawn.
    await o.sql("UPDATE products SET status = 'Archived' WHERE id = $1", [product]);
    await o.walk(confirmed, 'Cancelled');
    expect(await o.stock(product)).toEqual({ quantity: 1, status: 'Archived' });
  });

  it('accepts a return only within 14 days of delivery', async () => {
    const product = await o.addProduct(4, 700);
    const id = await o.place([{ ProductID: product, Quantity: 2 }]);
    await o.walk(id, 'Confirmed', 'Authenticated', 'Shipped', 'Delivered');
    await o.sql("UPDATE orders SET delivered_at = now() - interval '15 days' WHERE id = $1", [id]);
    expect((await o.view(id)).json().NextStatuses).toEqual([]);
    const late = await o.setStatus({ OrderID: id, Status: 'Returned' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `Order ${id} cannot be returned: returns are accepted within 14 days of delivery`,
    );
    expect(await o.orderRow(id)).toEqual({ status: 'Delivered', events: 5 });
    expect(await o.stock(product)).toEqual({ quantity: 2, status: 'Available' });
    await o.sql("UPDATE orders SET delivered_at = now() - interval '13 days' WHERE id = $1", [id]);
    expect((await o.view(id)).json().NextStatuses).toEqual(['Returned']);
    expect((await o.setStatus({ OrderID: id, Status: 'Returned' })).statusCode).toBe(200);
    expect(await o.stock(product)).toEqual({ quantity: 4, status: 'Available' });
  });

  it('lets exactly one of two concurrent changes through', async () => {
    const product = await o.addProduct(10, 100);
    for (let round = 0; round < 3; round += 1) {
      const id = await o.place([{ ProductID: product, Quantity: 1 }]);
      const results = await Promise.all([
        o.setStatus({ OrderID: id, Status: 'Confirmed', From: 'Pending' }),
        o.setStatus({ OrderID: id, Status: 'Cancelled', From: 'Pending' }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(loser.json().message).toMatch(new RegExp(`^Order ${id} is (Confirmed|Cancelled)`));
      expect((await o.orderRow(id)).events).toBe(2);
      // The same move twice at once: one wins, one is told the order moved.
      const again = await o.place([{ ProductID: product, Quantity: 1 }]);
      const twice = await Promise.all([
        o.setStatus({ OrderID: again, Status: 'Confirmed' }),
        o.setStatus({ OrderID: again, Status: 'Confirmed' }),
      ]);
      expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await o.orderRow(again)).events).toBe(2);
    }
    // Cancelled once means restocked once.
    const [{ n }] = await o.sql<{ n: number }>(
      `SELECT coalesce(sum(d.quantity), 0)::int AS n FROM order_details d
       JOIN orders o ON o.id = d.order_id WHERE d.product_id = $1 AND o.status <> 'Cancelled'`,
      [product],
    );
    expect((await o.stock(product)).quantity).toBe(10 - n);
  });

  it("answers 404 for another buyer's order, and keeps it unchanged", async () => {
    const id = await o.place([{ ProductID: await o.addProduct(2, 100), Quantity: 1 }]);
    const other = await o.newBuyer();
    const read = await o.view(id, other.cookie);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ status: 'error', message: `No order with id ${id}` });
    const cancel = await o.cancel(id, other.cookie);
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json()).toEqual({ status: 'error', message: `No order with id ${id}` });
    expect((await o.orderRow(id)).status).toBe('Pending');
    const missing = await o.view(999_999, other.cookie);
    expect(missing.json()).toEqual({ status: 'error', message: 'No order with id 999999' });
    expect((await o.get('/api/Orders/getMyOrders.php', other.cookie)).json()).toEqual({
      data: [],
      total: 0,
    });
  });

  it('keeps the back-office calls to administrators and the others to signed-in users', async () => {
    const admin = [
      { method: 'GET', url: '/api/Orders/showorder_page.php?page=1&limit=10' },
      { method: 'GET', url: '/api/Orders/getPayouts.php' },
      {
        method: 'POST',
        url: '/api/Orders/updateOrderStatus.php',
        payload: { OrderID: 1, Status: 'Confirmed' },
      },
      { method: 'POST', url: '/api/Orders/markPaid.php', payload: { OrderDetailsIDs: [1] } },
    ] as const;
    const [{ s: before }] = await o.sql<{ s: string }>(
      `SELECT md5(string_agg(o::text, ',' ORDER BY id)) ||
              (SELECT md5(string_agg(d::text, ',' ORDER BY id)) FROM order_details d) AS s
       FROM orders o`,
    );
    for (const request of admin) {
      const anonymous = await call(t, request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ status: 'error', message: 'Please log in first!' });
      expect((await call(t, { ...request, cookie: t.customerCookie })).statusCode).toBe(403);
    }
    for (const request of [
      { method: 'GET', url: '/api/Orders/getOrder.php?OrderID=1' },
      { method: 'GET', url: '/api/Orders/getMyOrders.php' },
      { method: 'GET', url: '/api/Orders/getMySales.php' },
      { method: 'POST', url: '/api/Orders/cancelOrder.php', payload: { OrderID: 1 } },
    ] as const) {
      expect((await call(t, request)).statusCode).toBe(401);
    }
    const [{ s: after }] = await o.sql<{ s: string }>(
      `SELECT md5(string_agg(o::text, ',' ORDER BY id)) ||
              (SELECT md5(string_agg(d::text, ',' ORDER BY id)) FROM order_details d) AS s
       FROM orders o`,
    );
    expect(after).toBe(before);
  });

  it("lists the buyer's own orders newest first with pieces and totals", async () => {
    const buyer = await o.newBuyer();
    const product = await o.addProduct(10, 250);
    const first = await o.place([{ ProductID: product, Quantity: 1 }], buyer.cookie);
    const second = await o.place([{ ProductID: product, Quantity: 3 }], buyer.cookie);
    await o.cancel(first, buyer.cookie);
    const page1 = (await o.get('/api/Orders/getMyOrders.php?page=1&limit=1', buyer.cookie)).json();
    expect(page1).toEqual({
      data: [
        {
          OrderID: second,
          OrderDate: expect.any(String),
          Pieces: 3,
          // 750 AED is under the UAE's 1,000: 50 AED shipping; VAT 80,000 / 21 -> 3,810 fils.
          Total: 800,
          Totals: {
            Subtotal: 75_000,
            Discount: 0,
            Shipping: 5_000,
            VAT: 3_810,
            Total: 80_000,
            Zone: 'UAE',
            VatRate: 0.05,
          },
          Status: 'Pending',
          PaymentMethod: 'cash_on_delivery',
          PaymentStatus: 'pending',
        },
      ],
      total: 2,
    });
    const page2 = (await o.get('/api/Orders/getMyOrders.php?page=2&limit=1', buyer.cookie)).json();
    expect(page2.data).toEqual([
      {
        OrderID: first,
        OrderDate: expect.any(String),
        Pieces: 1,
        Total: 300,
        Totals: expect.objectContaining({ Subtotal: 25_000, Shipping: 5_000, VAT: 1_429 }),
        Status: 'Cancelled',
        PaymentMethod: 'cash_on_delivery',
        PaymentStatus: 'pending',
      },
    ]);
  });

  it("queues the buyer's mails as the order is placed, moves and is delivered, and the seller's sale", async () => {
    const mails = outboxOf(t);
    const buyer = await o.newBuyer();
    const product = await o.addProduct(3, 1500);
    const atPlacing = await mails.mark();
    const id = await o.place([{ ProductID: product, Quantity: 2 }], buyer.cookie);
    const placed = await mails.since(atPlacing);
    // addproduct lists the item under the administrator who added it.
    expect(headersOf(placed)).toEqual([
      {
        recipient: buyer.email,
        kind: 'order_placed',
        language: 'en',
        subject: `We received your order ${id}`,
      },
      {
        recipient: 'admin@reluxe.test',
        kind: 'item_sold',
        language: 'en',
        subject: expect.stringMatching(/^Your item sold: Test item/),
      },
    ]);
    expect(placed[0]!.text).toContain('2 x Test item');
    // 3,000 AED in the UAE ships free; VAT is 5/105 of the total.
    expect(placed[0]!.text).toContain(
      'Subtotal: 3,000 AED\nShipping: Free\nVAT included (5%): 142.86 AED\nTotal: 3,000 AED',
    );
    expect(placed[0]!.text).toContain('Payment: Cash on delivery');
    expect(placed[1]!.text).toContain(`(order ${id})`);
    expect(placed[1]!.text).toContain('You will be paid 3,000 AED, 14 days after');

    const atMoving = await mails.mark();
    await o.walk(id, 'Confirmed', 'Authenticated', 'Shipped', 'Delivered');
    const moved = await mails.since(atMoving);
    expect(moved.map((mail) => [mail.recipient, mail.kind, mail.subject])).toEqual([
      [buyer.email, 'order_status', `Your order ${id} is Confirmed`],
      [buyer.email, 'order_status', `Your order ${id} is Authenticated`],
      [buyer.email, 'order_shipped', `Your order ${id} has shipped`],
      [buyer.email, 'order_delivered', `Your order ${id} was delivered`],
    ]);
    expect(moved[2]!.text).toContain('Carrier: Aramex\nTracking number: AX123456789');
    expect(moved[3]!.text).toContain('within 14 days');
  });
});
