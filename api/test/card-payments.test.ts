import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { releaseExpiredHolds } from '../src/payments/hold-release';
import { orderCalls } from './helpers/order-calls';
import { SHIPPING } from './helpers/shipping';
import { waitFor } from './helpers/wait-for';
import { startStripeStandIn, type StripeStandIn } from './helpers/stripe-stand-in';
import { BACKENDS, call, startTestApp, testConfig, type TestApp } from './helpers/test-app';

const WEBHOOK_SECRET = 'whsec_reluxe_tests';
const WEBHOOK = '/api/Payments/stripeWebhook.php';
/** What a sweep's mails are written with (no request: the instance's own address). */
const SWEEP_MAIL = { site: 'http://localhost:80', payoutDelayDays: 14 };

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

describe.each(BACKENDS)('card payments through Stripe on %s', (backend) => {
  let t: TestApp;
  let o: ReturnType<typeof orderCalls>;
  let stripe: StripeStandIn;
  /** A second instance on the same database, as behind a load balancer (its own pool on PostgreSQL). */
  let second: FastifyInstance;
  let secondDatabase: Database;
  let firstUrl: string;
  let secondUrl: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    const stripeConfig = {
      stripe: { secretKey: 'sk_test_reluxe', webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url },
      // Sweeps run by hand here.
      paymentSweepSeconds: 3600,
    };
    t = await startTestApp(backend, stripeConfig);
    o = orderCalls(t);
    secondDatabase = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir })
      : t.database;
    second = await buildApp({
      database: secondDatabase,
      logger: false,
      config: testConfig(t.dataDir, stripeConfig),
    });
    firstUrl = await listen(t.app);
    secondUrl = await listen(second);
    stripe.setWebhookUrl(`${firstUrl}${WEBHOOK}`);
  });
  afterAll(async () => {
    await second.close();
    if (secondDatabase !== t.database) await secondDatabase.close();
    await t.close();
    await stripe.close();
  });

  const placeCard = async (price: number) => {
    const ProductID = await o.addProduct(1, price);
    const res = await call(t, {
      method: 'POST',
      url: '/api/Orders/addOrder.php',
      cookie: t.customerCookie,
      payload: { ...SHIPPING, Products: [{ ProductID, Quantity: 1 }], PaymentMethod: 'card' },
    });
    expect(res.statusCode).toBe(200);
    return { ProductID, OrderID: res.json().OrderID as number };
  };
  const pay = (OrderID: number, cookie = t.customerCookie) =>
    call(t, { method: 'POST', url: '/api/Orders/payOrder.php', cookie, payload: { OrderID } });
  const sessionOf = (paymentUrl: string) => stripe.sessions.get(paymentUrl.split('/').pop()!)!;
  const payment = async (OrderID: number) =>
    (
      await o.sql<{
        status: string;
        refunded_fils: number;
        paid_at: Date | null;
        invoice_number: string | null;
        provider_payment: string | null;
      }>(
        'SELECT status, refunded_fils, paid_at, invoice_number, provider_payment FROM payments WHERE order_id = $1',
        [OrderID],
      )
    )[0]!;
  const countRows = async (table: string) =>
    Number((await o.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

  it('offers the card at checkout when Stripe is configured', async () => {
    const ProductID = await o.addProduct(1, 700);
    const quote = await call(t, {
      method: 'GET',
      url: `/api/Orders/getTotals.php?Country=United%20Arab%20Emirates&Products=${ProductID}:1`,
    });
    expect(quote.json()).toMatchObject({
      PaymentMethods: ['cash_on_delivery', 'card'],
      CashOnDeliveryLimit: 1_000_000,
    });
  });

  it('holds the pieces and opens a Stripe Checkout page for the total in fils', async () => {
    // 12,000 AED: above the cash-on-delivery limit, which does not bind cards.
    const { ProductID, OrderID } = await placeCard(12_000);
    expect(await o.stock(ProductID)).toMatchObject({ quantity: 0, status: 'SoldOut' });
    const before = (await o.view(OrderID, t.customerCookie)).json();
    expect(before).toMatchObject({ PaymentMethod: 'card', PaymentStatus: 'pending', CanPay: true });
    const holdMs = Date.parse(before.PaymentHoldUntil) - Date.now();
    expect(holdMs).toBeGreaterThan(29 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(30 * 60_000);

    const res = await pay(OrderID);
    expect(res.statusCode).toBe(200);
    const session = sessionOf(res.json().PaymentUrl);
    expect(session).toMatchObject({
      amount_total: before.Totals.Total,
      currency: 'aed',
      metadata: { order_id: String(OrderID) },
      success_url: `http://localhost:80/orders/${OrderID}?payment=return`,
      cancel_url: `http://localhost:80/orders/${OrderID}?payment=cancelled`,
    });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: `order-${OrderID}-pay-1`,
    });
    // Another buyer's order does not exist for them.
    expect((await pay(OrderID, t.adminCookie)).statusCode).toBe(404);
  });

  it('marks the order paid once from a signed webhook, delivered twice and to two instances', async () => {
    const { OrderID } = await placeCard(900);
    const session = sessionOf((await pay(OrderID)).json().PaymentUrl);
    const event = await stripe.pay(session.id);
    const paid = await payment(OrderID);
    expect(paid).toMatchObject({ status: 'paid', provider_payment: session.payment_intent });
    expect(paid.invoice_number).toMatch(/^RLX-\d{4}-\d{6}$/);

    const [again, elsewhere] = await Promise.all([
      stripe.deliver(event, `${firstUrl}${WEBHOOK}`),
      stripe.deliver(event, `${secondUrl}${WEBHOOK}`),
    ]);
    expect([again, elsewhere]).toEqual([200, 200]);
    expect(await payment(OrderID)).toEqual(paid);
    expect(
      await o.sql('SELECT count(*)::int AS n FROM payment_events WHERE event_id = $1', [event.id]),
    ).toEqual([{ n: 1 }]);
    const view = (await o.view(OrderID, t.customerCookie)).json();
    expect(view).toMatchObject({
      PaymentStatus: 'paid',
      CanPay: false,
      PaymentHoldUntil: null,
      InvoiceNumber: paid.invoice_number,
    });
    expect((await pay(OrderID)).statusCode).toBe(409);
  });

  it('refuses a webhook with a bad signature, changing nothing', async () => {
    const { OrderID } = await placeCard(650);
    const session = sessionOf((await pay(OrderID)).json().PaymentUrl);
    const events = await countRows('payment_events');
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, payment_status: 'paid', payment_intent: 'pi_forged' } },
    });
    const res = await fetch(`${firstUrl}${WEBHOOK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: forged,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 'error',
      message: 'The Stripe-Signature header does not match this body',
    });
    const unsigned = await fetch(`${firstUrl}${WEBHOOK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: forged,
    });
    expect(unsigned.status).toBe(400);
    expect((await payment(OrderID)).status).toBe('pending');
    expect(await countRows('payment_events')).toBe(events);
  });

  it('keeps the order when Stripe refuses to start, and a new try gets its own key', async () => {
    const { ProductID, OrderID } = await placeCard(720);
    stripe.failNextCreate('Invalid currency: aed');
    const refused = await pay(OrderID);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      'The card payment could not be started: Invalid currency: aed',
    );
    expect((await o.orderRow(OrderID)).status).toBe('Pending');
    expect(await o.stock(ProductID)).toMatchObject({ quantity: 0 });
    const retried = await pay(OrderID);
    expect(retried.statusCode).toBe(200);
    expect(stripe.requests.at(-1)!.idempotencyKey).toBe(`order-${OrderID}-pay-2`);
  });

  it('records a declined card as Payment failed, and the buyer may pay again', async () => {
    const { OrderID } = await placeCard(640);
    const first = sessionOf((await pay(OrderID)).json().PaymentUrl);
    await stripe.decline(first.id, 'Your card has insufficient funds.');
    expect((await o.view(OrderID, t.customerCookie)).json()).toMatchObject({
      PaymentStatus: 'failed',
      CanPay: true,
    });
    const next = sessionOf((await pay(OrderID)).json().PaymentUrl);
    // The page of the earlier try is closed, so it cannot be paid as well.
    expect(first.status).toBe('expired');
    await stripe.pay(next.id);
    expect((await payment(OrderID)).status).toBe('paid');
  });

  it('releases a run-out hold with exactly one of two instances', async () => {
    const { ProductID, OrderID } = await placeCard(1_300);
    const session = sessionOf((await pay(OrderID)).json().PaymentUrl);
    const shownQuantity = async (app: FastifyInstance) =>
      (
        await app.inject({ url: `/api/Products/getProductDetails.php?ProductID=${ProductID}` })
      ).json().Quantity as number;
    // Both instances keep the held piece's page, sold out, in their response caches.
    expect([await shownQuantity(t.app), await shownQuantity(second)]).toEqual([0, 0]);
    await o.sql(
      `UPDATE payments SET hold_until = now() - interval '1 second' WHERE order_id = $1`,
      [OrderID],
    );
    const [one, two] = await Promise.all([
      releaseExpiredHolds(t.database.db, t.app.payments, SWEEP_MAIL),
      releaseExpiredHolds(secondDatabase.db, second.payments, SWEEP_MAIL),
    ]);
    expect([...one, ...two].filter((id) => id === OrderID)).toEqual([OrderID]);
    expect(await o.orderRow(OrderID)).toMatchObject({ status: 'Cancelled', events: 2 });
    expect(await o.stock(ProductID)).toMatchObject({ quantity: 1, status: 'Available' });
    // The sweep writes outside any route: the database announces the restock to both instances.
    await waitFor(async () => (await shownQuantity(t.app)) === 1, 3_000);
    await waitFor(async () => (await shownQuantity(second)) === 1, 3_000);
    expect(session.status).toBe('expired');
    const view = (await o.view(OrderID, t.customerCookie)).json();
    expect(view).toMatchObject({ PaymentStatus: 'failed', CanPay: false });
    expect(view.Timeline.at(-1)).toMatchObject({ Status: 'Cancelled', By: 'system' });
    expect((await pay(OrderID)).statusCode).toBe(409);
  });

  it('refunds a paid card order that is cancelled, through Stripe, once', async () => {
    const { OrderID } = await placeCard(2_000);
    const session = sessionOf((await pay(OrderID)).json().PaymentUrl);
    await stripe.pay(session.id);
    expect((await o.setStatus({ OrderID, Status: 'Cancelled' })).statusCode).toBe(200);
    const refund = stripe.refunds.find((r) => r.payment_intent === session.payment_intent);
    expect(refund).toMatchObject({ amount: session.amount_total, status: 'succeeded' });
    expect(
      stripe.requests.find(
        (r) => r.path === '/v1/refunds' && r.idempotencyKey === `order-${OrderID}-refund`,
      ),
    ).toBeDefined();
    expect(await payment(OrderID)).toMatchObject({
      status: 'refunded',
      refunded_fils: session.amount_total,
    });
    const view = (await o.view(OrderID, t.customerCookie)).json();
    expect(view.Refunds).toEqual([
      expect.objectContaining({
        Amount: session.amount_total,
        Status: 'succeeded',
        Reference: refund!.id,
      }),
    ]);
    const page = (
      await o.get('/api/Payments/getPayments.php?page=1&limit=50&status=refunded')
    ).json();
    expect(page.data.find((row: { OrderID: number }) => row.OrderID === OrderID)).toMatchObject({
      Method: 'card',
      Provider: 'stripe',
      Reference: session.payment_intent,
      Amount: session.amount_total,
      Status: 'refunded',
    });
    expect((await o.get('/api/Payments/getPayments.php?page=1', t.customerCookie)).statusCode).toBe(
      403,
    );
  });

  it('refunds money that arrives after the hold was released', async () => {
    const { OrderID } = await placeCard(1_100);
    const session = sessionOf((await pay(OrderID)).json().PaymentUrl);
    await o.sql(`UPDATE orders SET status = 'Cancelled' WHERE id = $1`, [OrderID]);
    await stripe.pay(session.id);
    expect(await payment(OrderID)).toMatchObject({
      status: 'refunded',
      refunded_fils: session.amount_total,
    });
  });

  it('issues a tax invoice once paid, for its buyer and administrators', async () => {
    const { OrderID } = await placeCard(1_050);
    const invoice = (cookie = t.customerCookie) =>
      o.get(`/api/Orders/getInvoice.php?OrderID=${OrderID}`, cookie);
    const early = await invoice();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Order ${OrderID} has no invoice yet: the invoice is issued once the order is paid`,
    );
    await stripe.pay(sessionOf((await pay(OrderID)).json().PaymentUrl).id);
    const res = await invoice();
    expect(res.statusCode).toBe(200);
    // 1,050 AED in the UAE: free shipping from 1,000 AED; VAT = 105,000 x 5 / 105 fils.
    expect(res.json()).toMatchObject({
      OrderID,
      Seller: { Name: 'Reluxe', Trn: '100000000000003' },
      Lines: [{ Quantity: 1, UnitPrice: 105_000, Amount: 105_000 }],
      Totals: { Subtotal: 105_000, Shipping: 0, VAT: 5_000, Total: 105_000, VatRate: 0.05 },
      PaymentMethod: 'card',
      PaymentStatus: 'paid',
    });
    expect(res.json().InvoiceNumber).toBe((await payment(OrderID)).invoice_number);
    expect((await invoice(t.adminCookie)).statusCode).toBe(200);
  });
});

describe('card payments without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('offers cash on delivery only, and has no webhook', async () => {
    const o = orderCalls(t);
    const ProductID = await o.addProduct(1, 700);
    const quote = await o.get(
      `/api/Orders/getTotals.php?Country=United%20Arab%20Emirates&Products=${ProductID}:1`,
    );
    expect(quote.json().PaymentMethods).toEqual(['cash_on_delivery']);
    const hook = await call(t, {
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});
