import { OFFER_LEAVES_NO_PRICE, PRICE_ABOVE_ZERO } from '../src/contracts';
import { multipart } from './helpers/multipart';
import { orderCalls } from './helpers/order-calls';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

/** Every price the shop sells at is above 0: approvals, product adds and updates. */
describe.each(BACKENDS)('prices above 0 on %s', (backend) => {
  let t: TestApp;
  let o: ReturnType<typeof orderCalls>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    o = orderCalls(t);
  });
  afterAll(() => t.close());

  /** A customer's submission waiting in the queue: its QueueID and ProductID. */
  const queued = (name: string) => o.submitToQueue(name);
  const approve = (payload: Record<string, string | number>, form = false) =>
    call(t, {
      method: 'POST',
      url: '/api/WaitingList/approveQueue.php',
      cookie: t.adminCookie,
      ...(form ? multipart(payload) : { payload }),
    });
  const productRow = async (id: number) =>
    (
      await o.sql<{ status: string; price: number; product_price: number | null }>(
        'SELECT status, price::float8 AS price, product_price::float8 AS product_price FROM products WHERE id = $1',
        [id],
      )
    )[0]!;
  const stillQueued = async (queue: number) =>
    (await o.sql('SELECT 1 FROM waiting_list WHERE id = $1', [queue])).length === 1;

  it.each([
    ['all prices 0', { UserPrice: 0, ProductPrice: 0, FeesPrice: 0, ShippingPrice: 0 }, false],
    [
      'the price fields empty',
      { UserPrice: '', ProductPrice: '', FeesPrice: '', ShippingPrice: '' },
      true,
    ],
    ['no price at all', {}, false],
    ['a product price of 0 under fees', { UserPrice: 50, ProductPrice: 0, FeesPrice: 50 }, false],
    [
      'fees and shipping without a product price',
      { UserPrice: 80, FeesPrice: 50, ShippingPrice: 30 },
      false,
    ],
    ['less than one fils', { UserPrice: 0.004 }, false],
  ])('refuses an approval with %s: 400, nothing moved', async (_case, prices, form) => {
    const { queue, product } = await queued(`Zero price ${Math.random()}`);
    const res = await approve({ QueueID: queue, ...prices }, form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: PRICE_ABOVE_ZERO });
    expect(await stillQueued(queue)).toBe(true);
    expect(await productRow(product)).toEqual({
      status: 'Submitted',
      price: 0,
      product_price: null,
    });
  });

  it('refuses an approval when the offer set on the submission leaves nothing to pay', async () => {
    const { queue, product } = await queued(`Full offer ${Math.random()}`);
    await o.sql('UPDATE products SET offer_price = 100 WHERE id = $1', [product]);
    const res = await approve({ QueueID: queue, UserPrice: 900, ProductPrice: 900 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OFFER_LEAVES_NO_PRICE);
    expect(await stillQueued(queue)).toBe(true);
    expect((await productRow(product)).status).toBe('Submitted');
  });

  it('approves a product price above 0 with no fees and free shipping', async () => {
    const { queue, product } = await queued(`Priced ${Math.random()}`);
    const res = await approve(
      {
        QueueID: queue,
        UserPrice: '1250',
        ProductPrice: '1250',
        FeesPrice: '0',
        ShippingPrice: '',
      },
      true,
    );
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Order approved and moved to products successfully!',
    });
    expect(await stillQueued(queue)).toBe(false);
    expect(await productRow(product)).toEqual({
      status: 'Available',
      price: 1250,
      product_price: 1250,
    });
  });

  describe('the back-office product form', () => {
    const fields = {
      Name: 'Zero Check Tote',
      Description: 'Canvas',
      Price: 2500,
      Quantity: 1,
      OfferPrice: 0,
      BrandID: 6,
      CategoireID: 2,
      Color_ID: 6,
      SexID: 2,
    };
    const save = (url: string, body: Record<string, string | number>) =>
      call(t, { method: 'POST', url, cookie: t.adminCookie, ...multipart(body) });
    const named = (name: string) =>
      o.sql<{ price: number; offer: number }>(
        'SELECT price::float8 AS price, offer_price::float8 AS offer FROM products WHERE name = $1',
        [name],
      );

    it.each([0, '0', '', '0.001', -5])(
      'refuses to add a product at %p: 400, nothing added',
      async (Price) => {
        const Name = `Zero add ${Math.random()}`;
        const res = await save('/api/Products/addproduct.php', { ...fields, Name, Price });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(PRICE_ABOVE_ZERO);
        expect(await named(Name)).toEqual([]);
      },
    );

    it('refuses an update to 0 or to a full offer; the stored price stays', async () => {
      const Name = `Zero update ${Math.random()}`;
      const added = await save('/api/Products/addproduct.php', { ...fields, Name });
      expect(added.statusCode).toBe(200);
      const ProductID = added.json().ProductID;
      const update = (change: Record<string, number>) =>
        save('/api/Products/updateproduct.php', { ...fields, Name, ProductID, ...change });

      const zero = await update({ Price: 0 });
      expect(zero.statusCode).toBe(400);
      expect(zero.json().message).toBe(PRICE_ABOVE_ZERO);
      const fullOffer = await update({ OfferPrice: 100 });
      expect(fullOffer.statusCode).toBe(400);
      expect(fullOffer.json().message).toBe(OFFER_LEAVES_NO_PRICE);
      // 60% off one fils rounds to 0 fils.
      const rounded = await update({ Price: 0.01, OfferPrice: 60 });
      expect(rounded.json().message).toBe(OFFER_LEAVES_NO_PRICE);
      expect(await named(Name)).toEqual([{ price: 2500, offer: 0 }]);

      const fine = await update({ Price: 2400, OfferPrice: 99 });
      expect(fine.json().message).toBe('Product updated successfully!');
      expect(await named(Name)).toEqual([{ price: 2400, offer: 99 }]);
    });
  });
});
