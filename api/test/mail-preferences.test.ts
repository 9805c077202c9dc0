import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

const PREFERENCES = '/api/User/updatePreferences.php';
const DETAILS = '/api/User/getUserDetails.php';
const FAVOURITES = '/api/Favourites/syncFavourites.php';
const UPDATE_PRODUCT = '/api/Products/updateproduct.php';
const PASSWORD = 'Secret#123';

describe.each(BACKENDS)('mail settings, favourites and their alerts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie?: string) =>
    call(t, { method: 'POST', url, payload, cookie });
  const query = async <R>(text: string, values: unknown[] = []) =>
    (await t.database.pool.query(text, values)).rows as R[];
  const details = async (cookie: string) =>
    (await call(t, { method: 'GET', url: DETAILS, cookie })).json().user;

  /** Signs up (with the storefront in `language` when given) and answers the session cookie. */
  async function signUp(email: string, request: { url?: string; cookie?: string; lang?: string }) {
    const res = await call(t, {
      method: 'POST',
      url: request.url ?? '/api/User/signup.php',
      headers: {
        ...(request.cookie ? { cookie: request.cookie } : {}),
        ...(request.lang ? { 'accept-language': request.lang } : {}),
      },
      payload: {
        fName: 'Noor',
        lName: 'Aziz',
        Email: email,
        Password: PASSWORD,
        conf_Password: PASSWORD,
        number: '971501234567',
      },
    });
    expect(res.json().status).toBe('success');
    return t.login(email, PASSWORD);
  }

  it('saves the mail language and the price alerts, and getUserDetails answers them', async () => {
    const cookie = await signUp('settings@example.com', {});
    expect(await details(cookie)).toMatchObject({ EmailLanguage: 'en', PriceAlerts: false });

    const language = await post(PREFERENCES, { EmailLanguage: 'ar' }, cookie);
    expect(language.statusCode).toBe(200);
    expect(language.json()).toEqual({
      status: 'success',
      message: 'Your mail settings were saved',
      preferences: { EmailLanguage: 'ar', PriceAlerts: false },
    });
    const alerts = await post(PREFERENCES, { PriceAlerts: true }, cookie);
    expect(alerts.json().preferences).toEqual({ EmailLanguage: 'ar', PriceAlerts: true });
    expect(await details(cookie)).toMatchObject({
      Email: 'settings@example.com',
      EmailLanguage: 'ar',
      PriceAlerts: true,
    });
    // A form sends text: 'false' and 'en' are read as such.
    const form = await call(t, {
      method: 'POST',
      url: PREFERENCES,
      cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'EmailLanguage=en&PriceAlerts=false',
    });
    expect(form.json().preferences).toEqual({ EmailLanguage: 'en', PriceAlerts: false });
  });

  it('refuses the settings without a session, and bad values with a 400 saying why', async () => {
    const anonymous = await post(PREFERENCES, { PriceAlerts: true });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 'error', message: 'Please log in first!' });
    const french = await post(PREFERENCES, { EmailLanguage: 'fr' }, t.customerCookie);
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({ status: 'error', message: 'Email language must be en or ar' });
    const nothing = await post(PREFERENCES, {}, t.customerCookie);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({
      status: 'error',
      message: 'Send EmailLanguage or PriceAlerts',
    });
    const maybe = await post(PREFERENCES, { PriceAlerts: 'maybe' }, t.customerCookie);
    expect(maybe.json()).toEqual({ status: 'error', message: 'PriceAlerts must be true or false' });
  });

  it('records the language of the storefront at sign-up', async () => {
    const byCookie = await signUp('cookie-ar@example.com', { cookie: 'reluxe_lang=ar' });
    expect((await details(byCookie)).EmailLanguage).toBe('ar');
    const byQuery = await signUp('query-ar@example.com', { url: '/api/User/signup.php?lang=ar' });
    expect((await details(byQuery)).EmailLanguage).toBe('ar');
    const byHeader = await signUp('header-ar@example.com', { lang: 'ar-AE,ar;q=0.9' });
    expect((await details(byHeader)).EmailLanguage).toBe('ar');
    const english = await signUp('plain@example.com', { lang: 'en-GB' });
    expect((await details(english)).EmailLanguage).toBe('en');
  });

  it('replaces the favourites with the products that exist and the shop shows', async () => {
    const cookie = await signUp('fav@example.com', {});
    const shown = await query<{ id: number }>(
      `SELECT id FROM products WHERE status IN ('Available', 'OnSale') ORDER BY id LIMIT 3`,
    );
    const [a, b, c] = shown.map((row) => row.id) as [number, number, number];
    const [{ id: hidden }] = await query<{ id: number }>(
      `UPDATE products SET status = 'Archived'
        WHERE id = (SELECT max(id) FROM products WHERE status IN ('Available', 'OnSale'))
        RETURNING id`,
    );
    const stored = async () =>
      (
        await query<{ product_id: number }>(
          `SELECT product_id FROM favourites f JOIN users u ON u.id = f.user_id
            WHERE u.email = 'fav@example.com' ORDER BY product_id`,
        )
      ).map((row) => row.product_id);

    const first = await post(FAVOURITES, { ProductIDs: [b, a, 987654, a, hidden] }, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'success', ProductIDs: [b, a] });
    expect(await stored()).toEqual([a, b].sort((x, y) => x - y));

    const second = await post(FAVOURITES, { ProductIDs: [c, b] }, cookie);
    expect(second.json()).toEqual({ status: 'success', ProductIDs: [c, b] });
    expect(await stored()).toEqual([b, c].sort((x, y) => x - y));

    expect((await post(FAVOURITES, { ProductIDs: [] }, cookie)).json()).toEqual({
      status: 'success',
      ProductIDs: [],
    });
    expect(await stored()).toEqual([]);

    expect((await post(FAVOURITES, { ProductIDs: [a] })).statusCode).toBe(401);
    const bad = await post(FAVOURITES, { ProductIDs: 'all' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 'error', message: 'ProductIDs must be a list of ids' });
  });

  describe('alerts on a product change in the back office', () => {
    let productId: number;
    let form: Record<string, unknown>;

    /** Saves the product form with `changes`, as the back office does. */
    const update = async (changes: Record<string, unknown>) => {
      form = { ...form, ...changes };
      const res = await post(UPDATE_PRODUCT, form, t.adminCookie);
      expect(res.json()).toMatchObject({ status: 'success' });
    };
    beforeAll(async () => {
      const [product] = await query<Record<string, unknown> & { ProductID: number }>(
        `SELECT id AS "ProductID", name AS "Name", description AS "Description",
                price::float8 AS "Price", quantity AS "Quantity", brand_id AS "BrandID",
                category_id AS "CategoireID", color_id AS "Color_ID", sex_id AS "SexID"
           FROM products WHERE status = 'Available' AND quantity > 0 AND offer_price = 0
          ORDER BY id LIMIT 1`,
      );
      productId = product!.ProductID;
      form = { ...product, OfferPrice: 0 };
      // Opted in and favourited: one Arabic, one English. Then opted out, and not favourited.
      const people = [
        { email: 'watch-ar@example.com', language: 'ar', alerts: true, favourite: true },
        { email: 'watch-en@example.com', language: 'en', alerts: true, favourite: true },
        { email: 'quiet@example.com', language: 'en', alerts: false, favourite: true },
        { email: 'elsewhere@example.com', language: 'ar', alerts: true, favourite: false },
      ];
      for (const person of people) {
        const cookie = await signUp(person.email, {});
        await post(
          PREFERENCES,
          { EmailLanguage: person.language, PriceAlerts: person.alerts },
          cookie,
        );
        await post(FAVOURITES, { ProductIDs: person.favourite ? [productId] : [] }, cookie);
      }
    });

    /** The alert mails queued while `change` runs. */
    const newRows = async (change: () => Promise<void>) => {
      const [{ last }] = await query<{ last: number }>(
        'SELECT coalesce(max(id), 0)::int AS last FROM mail_outbox',
      );
      await change();
      return query<{ recipient: string; kind: string; language: string }>(
        `SELECT recipient, kind, language FROM mail_outbox
          WHERE id > $1 AND kind IN ('price_drop', 'back_in_stock') ORDER BY recipient`,
        [last],
      );
    };

    it('mails a price drop (an offer too) to the opted-in favouriters only, in their language', async () => {
      const offer = await newRows(() => update({ OfferPrice: 10 }));
      expect(offer).toEqual([
        { recipient: 'watch-ar@example.com', kind: 'price_drop', language: 'ar' },
        { recipient: 'watch-en@example.com', kind: 'price_drop', language: 'en' },
      ]);
      const cut = await newRows(() => update({ Price: Number(form.Price) - 100 }));
      expect(cut.map((row) => row.kind)).toEqual(['price_drop', 'price_drop']);
      expect(await newRows(() => update({ Price: Number(form.Price) + 500 }))).toEqual([]);
      expect(await newRows(() => update({ Description: 'Freshly described' }))).toEqual([]);
    });

    it('mails back in stock when a sold-out product gets pieces again, and nothing at 0', async () => {
      expect(await newRows(() => update({ Quantity: 0 }))).toEqual([]);
      // Restocked and cheaper at once: one mail each, back in stock.
      const restock = await newRows(() => update({ Quantity: 2, OfferPrice: 20 }));
      expect(restock).toEqual([
        { recipient: 'watch-ar@example.com', kind: 'back_in_stock', language: 'ar' },
        { recipient: 'watch-en@example.com', kind: 'back_in_stock', language: 'en' },
      ]);
      expect(await newRows(() => update({ Quantity: 3 }))).toEqual([]);
    });

    it('sends nothing while nobody opted in favourites the product', async () => {
      await query(`UPDATE users SET price_alerts = false WHERE email LIKE 'watch-%'`);
      expect(await newRows(() => update({ OfferPrice: 30 }))).toEqual([]);
    });
  });
});
