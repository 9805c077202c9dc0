import type { AddressInfo } from 'node:net';
import { formatPrice } from 'shared-contracts';
import { HOLD_RELEASED_NOTE, IDEMPOTENCY_HEADER } from '../src/contracts';
import { releaseExpiredHolds } from '../src/payments/hold-release';
import { orderCalls } from './helpers/order-calls';
import { headersOf, outboxOf } from './helpers/outbox';
import { SHIPPING } from './helpers/shipping';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { startStripeStandIn, type StripeStandIn } from './helpers/stripe-stand-in';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

const SITE = 'https://shop.reluxe.test';
const WEBHOOK_SECRET = 'whsec_reluxe_mail_tests';
const ADMIN = 'admin@reluxe.test';
const CUSTOMER = 'customer@reluxe.ae';
const aed = (fils: number, language: 'en' | 'ar' = 'en') => formatPrice(fils / 100, language);

describe.each(BACKENDS)('mails queued with their cause on %s', (backend) => {
  let t: TestApp;
  let o: ReturnType<typeof orderCalls>;
  let mails: ReturnType<typeof outboxOf>;
  let stripe: StripeStandIn;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    smtp = await startSmtpServer();
    t = await startTestApp(backend, {
      smtpUrl: smtp.url,
      mailPollMs: 100,
      publicUrl: SITE,
      stripe: { secretKey: 'sk_test_reluxe', webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url },
      paymentSweepSeconds: 3600,
    });
    o = orderCalls(t);
    mails = outboxOf(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    stripe.setWebhookUrl(`http://127.0.0.1:${port}/api/Payments/stripeWebhook.php`);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await smtp.close();
  });

  /** The mails `cause` queued. */
  const queuedBy = async (cause: () => Promise<unknown>) => {
    const mark = await mails.mark();
    await cause();
    return mails.since(mark);
  };
  const arabic = (email: string) =>
    o.sql(`UPDATE users SET email_language = 'ar' WHERE email = $1`, [email]);
  const placeWith = (ProductID: number, cookie: string, extra: object = {}, key?: string) =>
    call(t, {
      method: 'POST',
      url: '/api/Orders/addOrder.php',
      cookie,
      headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
      payload: { ...SHIPPING, Products: [{ ProductID, Quantity: 1 }], ...extra },
    });
  const markOrderPaid = (OrderID: number) =>
    call(t, {
      method: 'POST',
      url: '/api/Orders/markOrderPaid.php',
      cookie: t.adminCookie,
      payload: { OrderID },
    });
  /** Opens the card payment page of the customer's order: its Stripe Checkout page. */
  const openPayment = async (OrderID: number) => {
    const paying = await call(t, {
      method: 'POST',
      url: '/api/Orders/payOrder.php',
      cookie: t.customerCookie,
      payload: { OrderID },
    });
    return stripe.sessions.get(paying.json().PaymentUrl.split('/').pop())!;
  };
  /** The customer's card order of a new product, its payment page open. */
  const cardOrder = async (price: number) => {
    const ProductID = await o.addProduct(1, price);
    const placed = await placeWith(ProductID, t.customerCookie, { PaymentMethod: 'card' });
    const OrderID = placed.json().OrderID as number;
    return { OrderID, ProductID, checkout: await openPayment(OrderID) };
  };
  const nameOf = async (ProductID: number) =>
    (await o.sql<{ name: string }>('SELECT name FROM products WHERE id = $1', [ProductID]))[0]!
      .name;

  it("queues the buyer's order in their language and the seller's sale; a replay queues none", async () => {
    const buyer = await o.newBuyer();
    await arabic(buyer.email);
    const product = await o.addProduct(2, 8_500);
    let OrderID = 0;
    const placed = await queuedBy(async () => {
      OrderID = (await placeWith(product, buyer.cookie, {}, 'mail-once')).json().OrderID;
    });
    expect(headersOf(placed)).toEqual([
      {
        recipient: buyer.email,
        kind: 'order_placed',
        language: 'ar',
        subject: `استلمنا طلبك رقم ${OrderID}`,
      },
      {
        recipient: ADMIN,
        kind: 'item_sold',
        language: 'en',
        subject: `Your item sold: ${await nameOf(product)}`,
      },
    ]);
    expect(placed[0]!.text).toContain(`الإجمالي: ${aed(850_000, 'ar')}`);
    expect(placed[0]!.text).toContain('طريقة الدفع: الدفع عند الاستلام');
    expect(placed[0]!.html).toContain('<html lang="ar" dir="rtl">');
    expect(placed[0]!.html).toContain(`href="${SITE}/orders/${OrderID}"`);
    expect(placed[1]!.text).toContain(`You will be paid ${aed(850_000)}`);

    const replay = await queuedBy(async () => {
      const again = await placeWith(product, buyer.cookie, {}, 'mail-once');
      expect(again.json().OrderID).toBe(OrderID);
    });
    expect(replay).toEqual([]);
  });

  it('mails a card sale once it is paid, and only once for a repeated webhook', async () => {
    const ProductID = await o.addProduct(1, 2_400);
    const placed = await queuedBy(() =>
      placeWith(ProductID, t.customerCookie, { PaymentMethod: 'card' }),
    );
    // The sale awaits payment: the seller hears of it when the money is in.
    expect(placed.map((mail) => mail.kind)).toEqual(['order_placed']);
    const OrderID = Number(/order (\d+)/.exec(placed[0]!.subject)![1]);
    const checkout = await openPayment(OrderID);
    let event: Awaited<ReturnType<StripeStandIn['pay']>> | undefined;
    const paid = await queuedBy(async () => {
      event = await stripe.pay(checkout.id);
    });
    expect(headersOf(paid)).toEqual([
      {
        recipient: CUSTOMER,
        kind: 'payment_received',
        language: 'en',
        subject: `Payment received for order ${OrderID}`,
      },
      {
        recipient: ADMIN,
        kind: 'item_sold',
        language: 'en',
        subject: `Your item sold: ${await nameOf(ProductID)}`,
      },
    ]);
    expect(paid[0]!.text).toContain(`We received your payment of ${aed(checkout.amount_total)}`);
    const { port } = t.app.server.address() as AddressInfo;
    const repeated = await queuedBy(() =>
      stripe.deliver(event!, `http://127.0.0.1:${port}/api/Payments/stripeWebhook.php`),
    );
    expect(repeated).toEqual([]);
  });

  it('mails each status change to the buyer, in Arabic for an Arabic account; a 409 mails none', async () => {
    const buyer = await o.newBuyer();
    await arabic(buyer.email);
    // From 1,000 AED the UAE ships free: the refund is the price.
    const product = await o.addProduct(1, 1_500);
    const OrderID = (await placeWith(product, buyer.cookie)).json().OrderID as number;
    const moved = await queuedBy(() =>
      o.walk(OrderID, 'Confirmed', 'Authenticated', 'Shipped', 'Delivered'),
    );
    expect(moved.map((mail) => [mail.recipient, mail.kind, mail.language, mail.subject])).toEqual([
      [buyer.email, 'order_status', 'ar', `حالة طلبك رقم ${OrderID}: مؤكَّد`],
      [buyer.email, 'order_status', 'ar', `حالة طلبك رقم ${OrderID}: تم التحقق من الأصالة`],
      [buyer.email, 'order_shipped', 'ar', `تم شحن طلبك رقم ${OrderID}`],
      [buyer.email, 'order_delivered', 'ar', `تم تسليم طلبك رقم ${OrderID}`],
    ]);
    expect(moved[2]!.text).toContain('رقم التتبّع: AX123456789');

    const refused = await queuedBy(async () => {
      expect((await o.setStatus({ OrderID, Status: 'Shipped', ...o.ship })).statusCode).toBe(409);
      expect((await markOrderPaid(OrderID + 10_000)).statusCode).toBe(404);
    });
    expect(refused).toEqual([]);

    const cash = await queuedBy(() => markOrderPaid(OrderID));
    expect(headersOf(cash)).toEqual([
      {
        recipient: buyer.email,
        kind: 'payment_received',
        language: 'ar',
        subject: `تم استلام الدفع للطلب رقم ${OrderID}`,
      },
    ]);
    expect(await queuedBy(() => markOrderPaid(OrderID))).toEqual([]);

    const returned = await queuedBy(() => o.walk(OrderID, 'Returned'));
    expect(headersOf(returned)).toEqual([
      {
        recipient: buyer.email,
        kind: 'order_returned',
        language: 'ar',
        subject: `اكتمل إرجاع طلبك رقم ${OrderID}`,
      },
    ]);
    expect(returned[0]!.text).toContain(`المبلغ المسترد: ${aed(150_000, 'ar')} (تم الاسترداد)`);
  });

  it('mails a cancellation by the buyer, by an administrator with the refund, and by the sweep', async () => {
    const product = await o.addProduct(1, 300);
    const OrderID = (await placeWith(product, t.customerCookie)).json().OrderID as number;
    const byBuyer = await queuedBy(() => o.cancel(OrderID));
    expect(headersOf(byBuyer)).toEqual([
      {
        recipient: CUSTOMER,
        kind: 'order_cancelled',
        language: 'en',
        subject: `Your order ${OrderID} was cancelled`,
      },
    ]);
    expect(byBuyer[0]!.text).toContain('Nothing was charged for this order.');
    expect(await queuedBy(() => o.cancel(OrderID))).toEqual([]);

    const card = await cardOrder(2_000);
    await stripe.pay(card.checkout.id);
    const byAdmin = await queuedBy(() =>
      o.setStatus({ OrderID: card.OrderID, Status: 'Cancelled' }),
    );
    expect(byAdmin.map((mail) => mail.kind)).toEqual(['order_cancelled']);
    expect(byAdmin[0]!.text).toContain(`Refund: ${aed(card.checkout.amount_total)} (Refunded)`);

    const held = await cardOrder(1_300);
    await o.sql(
      `UPDATE payments SET hold_until = now() - interval '1 second' WHERE order_id = $1`,
      [held.OrderID],
    );
    const bySweep = await queuedBy(() =>
      releaseExpiredHolds(t.database.db, t.app.payments, { site: SITE, payoutDelayDays: 14 }),
    );
    expect(headersOf(bySweep)).toEqual([
      {
        recipient: CUSTOMER,
        kind: 'order_cancelled',
        language: 'en',
        subject: `Your order ${held.OrderID} was cancelled`,
      },
    ]);
    expect(bySweep[0]!.text).toContain(HOLD_RELEASED_NOTE);
  });

  it('mails the shoppers watching a sold-out favourite when a cancellation restocks it', async () => {
    const watcher = await o.newBuyer();
    await o.sql(`UPDATE users SET price_alerts = true WHERE email = $1`, [watcher.email]);
    const product = await o.addProduct(1, 5_000);
    await o.sql(
      `INSERT INTO favourites (user_id, product_id) SELECT id, $2 FROM users WHERE email = $1`,
      [watcher.email, product],
    );
    const OrderID = (await placeWith(product, t.customerCookie)).json().OrderID as number;
    const restocked = await queuedBy(() => o.cancel(OrderID));
    expect(restocked.map((mail) => [mail.recipient, mail.kind])).toEqual([
      [watcher.email, 'back_in_stock'],
      [CUSTOMER, 'order_cancelled'],
    ]);
  });

  it('mails the seller who submitted when an item is approved or not accepted', async () => {
    const approvedItem = await o.submitToQueue(`Chanel Flap ${Math.random()}`);
    const review = (url: string, payload: object) =>
      call(t, { method: 'POST', url, cookie: t.adminCookie, payload });
    const approved = await queuedBy(() =>
      review('/api/WaitingList/approveQueue.php', { QueueID: approvedItem.queue, UserPrice: 800 }),
    );
    expect(headersOf(approved)).toEqual([
      {
        recipient: CUSTOMER,
        kind: 'item_approved',
        language: 'en',
        subject: `Your item is now on sale: ${await nameOf(approvedItem.product)}`,
      },
    ]);
    expect(approved[0]!.html).toContain(`href="${SITE}/Items/${approvedItem.product}"`);

    const ignoredItem = await o.submitToQueue(`Old tote ${Math.random()}`);
    await arabic(CUSTOMER);
    try {
      const ignored = await queuedBy(async () => {
        await review('/api/WaitingList/ignoreQueue.php', { QueueID: ignoredItem.queue });
        // Handled already: 404, and no second mail.
        await review('/api/WaitingList/ignoreQueue.php', { QueueID: ignoredItem.queue });
      });
      expect(headersOf(ignored)).toEqual([
        {
          recipient: CUSTOMER,
          kind: 'item_ignored',
          language: 'ar',
          subject: `لم يُقبل منتجك: ${await nameOf(ignoredItem.product)}`,
        },
      ]);
    } finally {
      await o.sql(`UPDATE users SET email_language = 'en' WHERE email = $1`, [CUSTOMER]);
    }
  });

  it('mails each seller paid out once, with the sum and the pieces', async () => {
    const submitted = await o.submitToQueue(`Dior Saddle ${Math.random()}`, 2);
    const approved = await call(t, {
      method: 'POST',
      url: '/api/WaitingList/approveQueue.php',
      cookie: t.adminCookie,
      payload: {
        QueueID: submitted.queue,
        UserPrice: 1_100,
        ProductPrice: 1_000,
        FeesPrice: 60,
        ShippingPrice: 40,
      },
    });
    expect(approved.statusCode).toBe(200);
    const own = await o.addProduct(1, 700);
    const buyer = await o.newBuyer();
    const res = await call(t, {
      method: 'POST',
      url: '/api/Orders/addOrder.php',
      cookie: buyer.cookie,
      payload: {
        ...SHIPPING,
        Products: [
          { ProductID: submitted.product, Quantity: 2 },
          { ProductID: own, Quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const OrderID = res.json().OrderID as number;
    await o.walk(OrderID, 'Confirmed', 'Authenticated', 'Shipped', 'Delivered');
    await markOrderPaid(OrderID);
    await o.sql(`UPDATE orders SET delivered_at = now() - interval '30 days' WHERE id = $1`, [
      OrderID,
    ]);
    const lines = await o.sql<{ id: number }>(
      'SELECT id FROM order_details WHERE order_id = $1 ORDER BY id',
      [OrderID],
    );
    const paid = await queuedBy(() =>
      call(t, {
        method: 'POST',
        url: '/api/Orders/markPaid.php',
        cookie: t.adminCookie,
        payload: { OrderDetailsIDs: lines.map((line) => line.id) },
      }),
    );
    expect(headersOf(paid)).toHaveLength(2);
    expect(headersOf(paid)).toEqual(
      expect.arrayContaining([
        {
          recipient: CUSTOMER,
          kind: 'payout_paid',
          language: 'en',
          subject: `Your payout of ${aed(200_000)} is on its way`,
        },
        {
          recipient: ADMIN,
          kind: 'payout_paid',
          language: 'en',
          subject: `Your payout of ${aed(70_000)} is on its way`,
        },
      ]),
    );
    const toCustomer = paid.find((mail) => mail.recipient === CUSTOMER)!;
    expect(toCustomer.text).toContain('for the 2 pieces you sold');
  });
  it('delivers every mail queued above to the SMTP server once, as it was written', async () => {
    const queued = await mails.since(0);
    expect(new Set(queued.map((mail) => mail.kind)).size).toBeGreaterThanOrEqual(10);
    const deadline = Date.now() + 15_000;
    while (smtp.received.length < queued.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const arrived = smtp.received.map(({ to, subject, text }) => ({
      to,
      subject,
      text: text.trim(),
    }));
    const written = queued.map((mail) => ({
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text.trim(),
    }));
    expect(arrived).toHaveLength(written.length);
    expect(arrived).toEqual(expect.arrayContaining(written));
    expect(arrived.some((mail) => /[\u0600-\u06FF]/.test(mail.subject))).toBe(true);
  });
});
