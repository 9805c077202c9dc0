import { orderCalls } from './helpers/order-calls';
import { SHIPPING } from './helpers/shipping';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

const SETTINGS = '/api/Settings/updateSettings.php';

describe.each(BACKENDS)('order totals on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const calls = () => orderCalls(t);
  const quote = (Country: string, lines: [number, number][]) =>
    call(t, {
      method: 'GET',
      url: `/api/Orders/getTotals.php?Country=${encodeURIComponent(Country)}&Products=${lines
        .map(([id, quantity]) => `${id}:${quantity}`)
        .join(',')}`,
    });
  const placeIn = async (Country: string, ProductID: number, Quantity = 1) => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/Orders/addOrder.php',
      cookie: t.customerCookie,
      payload: { ...SHIPPING, Country, Products: [{ ProductID, Quantity, Price: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    return res.json().OrderID as number;
  };

  it('quotes a bag from the database prices for each zone, either side of its threshold', async () => {
    const under = await calls().addProduct(5, 999.99);
    const offer = await calls().addProduct(5, 2000, 50); // 1,000 AED with the offer
    // 99,999 + 5,000 shipping = 104,999 fils; VAT 104,999 / 21 = 4,999.95 -> 5,000.
    const uae = await quote('United Arab Emirates', [[under, 1]]);
    expect(uae.statusCode).toBe(200);
    expect(uae.json()).toEqual({
      Subtotal: 99_999,
      Discount: 0,
      Shipping: 5_000,
      VAT: 5_000,
      Total: 104_999,
      Zone: 'UAE',
      VatRate: 0.05,
      PaymentMethods: ['cash_on_delivery'],
      CashOnDeliveryLimit: 1_000_000,
      Coupon: null,
      CouponError: null,
    });
    // At the threshold shipping is free: 100,000 / 21 = 4,761.90 -> 4,762.
    expect((await quote('United Arab Emirates', [[offer, 1]])).json()).toMatchObject({
      Subtotal: 100_000,
      Shipping: 0,
      VAT: 4_762,
      Total: 100_000,
    });
    // GCC: 2 x 1,000 = 200,000 + 15,000 = 215,000; / 21 = 10,238.10 -> 10,238.
    expect((await quote('Kuwait', [[offer, 2]])).json()).toMatchObject({
      Zone: 'GCC',
      Shipping: 15_000,
      VAT: 10_238,
      Total: 215_000,
    });
    expect((await quote('Qatar', [[offer, 5]])).json()).toMatchObject({ Shipping: 0 });
    // Rest of the world: 99,999 + 35,000 = 134,999; / 21 = 6,428.52 -> 6,429.
    expect((await quote('France', [[under, 1]])).json()).toMatchObject({
      Zone: 'WORLD',
      Shipping: 35_000,
      VAT: 6_429,
      Total: 134_999,
    });
  });

  it('refuses a quote for a product not for sale and an unreadable bag', async () => {
    const res = await quote('United Arab Emirates', [[2_000_000_000, 1]]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The product 2000000000 is not available');
    const bad = await call(t, {
      method: 'GET',
      url: '/api/Orders/getTotals.php?Country=UAE&Products=abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Products must be ProductID:Quantity pairs/);
  });

  it('stores the totals on a placed order per zone and shows them on every order answer', async () => {
    const piece = await calls().addProduct(10, 1200);
    const uae = await placeIn('United Arab Emirates', piece);
    const gcc = await placeIn('Saudi Arabia', piece);
    const world = await placeIn('Japan', piece);
    // UAE: 120,000 from 100,000 ships free; VAT 120,000 / 21 = 5,714.29 -> 5,714.
    const view = (await calls().view(uae)).json();
    expect(view.Total).toBe(1200);
    expect(view.Totals).toEqual({
      Subtotal: 120_000,
      Discount: 0,
      Shipping: 0,
      VAT: 5_714,
      Total: 120_000,
      Zone: 'UAE',
      VatRate: 0.05,
    });
    // GCC: 120,000 + 15,000 = 135,000; / 21 = 6,428.57 -> 6,429. Total stays what is paid.
    const gccView = (await calls().view(gcc, t.customerCookie)).json();
    expect(gccView.Total).toBe(1350);
    expect(gccView.Totals).toMatchObject({ Shipping: 15_000, VAT: 6_429, Total: 135_000 });
    // World: 120,000 + 35,000 = 155,000; / 21 = 7,380.95 -> 7,381.
    const mine = (await calls().get('/api/Orders/getMyOrders.php', t.customerCookie)).json();
    expect(mine.data.find((row: { OrderID: number }) => row.OrderID === world)).toMatchObject({
      Total: 1550,
      Totals: { Zone: 'WORLD', Shipping: 35_000, VAT: 7_381, Total: 155_000 },
    });
    const [row] = await calls().sql<Record<string, string>>(
      'SELECT subtotal, shipping, vat, vat_rate, shipping_zone, total FROM orders WHERE id = $1',
      [gcc],
    );
    expect(row).toMatchObject({ shipping_zone: 'GCC' });
    expect(Number(row!.subtotal)).toBe(1200);
    expect(Number(row!.shipping)).toBe(150);
    expect(Number(row!.vat)).toBe(64.29);
    expect(Number(row!.total)).toBe(1350);
  });

  it('lets only administrators read and save the settings, validated, and uses them at once', async () => {
    const read = (cookie?: string) =>
      call(t, { method: 'GET', url: '/api/Settings/getSettings.php', cookie });
    expect((await read()).statusCode).toBe(401);
    expect((await read(t.customerCookie)).statusCode).toBe(403);
    const settings = (await read(t.adminCookie)).json();
    expect(settings).toEqual({
      Zones: [
        { Zone: 'UAE', Name: 'United Arab Emirates', Fee: 5_000, FreeFrom: 100_000 },
        { Zone: 'GCC', Name: 'GCC', Fee: 15_000, FreeFrom: 500_000 },
        { Zone: 'WORLD', Name: 'Rest of the world', Fee: 35_000, FreeFrom: 1_000_000 },
      ],
      CashOnDeliveryLimit: 1_000_000,
    });

    const body = {
      Zones: {
        UAE: { Fee: 2_500, FreeFrom: 50_000 },
        GCC: { Fee: 15_000, FreeFrom: 500_000 },
        WORLD: { Fee: 35_000, FreeFrom: 1_000_000 },
      },
      CashOnDeliveryLimit: 500_000,
    };
    const save = (payload: object, cookie?: string) =>
      call(t, { method: 'POST', url: SETTINGS, payload, cookie });
    expect((await save(body)).statusCode).toBe(401);
    expect((await save(body, t.customerCookie)).statusCode).toBe(403);
    const negative = await save(
      { ...body, Zones: { ...body.Zones, UAE: { Fee: -1, FreeFrom: 50_000 } } },
      t.adminCookie,
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch('United Arab Emirates shipping fee cannot be negative');
    expect((await read(t.adminCookie)).json().Zones[0].Fee).toBe(5_000);

    expect((await save(body, t.adminCookie)).json()).toEqual({
      status: 'success',
      message: 'Settings saved',
    });
    expect((await read(t.adminCookie)).json()).toMatchObject({ CashOnDeliveryLimit: 500_000 });
    const piece = await calls().addProduct(5, 400);
    // 40,000 + 2,500 = 42,500; / 21 = 2,023.81 -> 2,024.
    expect((await quote('AE', [[piece, 1]])).json()).toMatchObject({
      Shipping: 2_500,
      VAT: 2_024,
      Total: 42_500,
    });
    await save(
      { ...body, Zones: { ...body.Zones, UAE: { Fee: 5_000, FreeFrom: 100_000 } } },
      t.adminCookie,
    );
  });
});
