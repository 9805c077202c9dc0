import fs from 'node:fs';
import path from 'node:path';
import { pngBytes } from './helpers/images';
import { multipart, type FilePart } from './helpers/multipart';
import { SHIPPING } from './helpers/shipping';
import { ADMIN, BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

/**
 * Values of the wrong kind are refused with a 400 that names the problem, never read as some
 * other number; calls may come as JSON, as a urlencoded form or as multipart; a refused upload
 * leaves no file behind; the back-office cannot set a product's read-only status.
 */
describe.each(BACKENDS)('strict input on %s', (backend) => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await startTestApp(backend);
    png = await pngBytes(60, 40);
  });
  afterAll(() => t.close());
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    call(t, { method, url, payload, cookie: t.adminCookie });
  const formAsAdmin = (url: string, fields: object, files: FilePart[] = []) =>
    call(t, {
      method: 'POST',
      url,
      cookie: t.adminCookie,
      ...multipart(fields as Record<string, string>, files),
    });
  const details = async (id: number) =>
    (await asAdmin('GET', `/api/Products/showproduct_page.php?search=${id}`))
      .json()
      .data.find((product: { ProductID: number }) => product.ProductID === id);
  const uploadedFiles = () => {
    const dir = path.join(t.dataDir, 'uploads', 'u');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const image = (field = 'images[]'): FilePart => ({
    field,
    filename: 'piece.png',
    contentType: 'image/png',
    bytes: png,
  });
  const placeOrder = (payload: object) =>
    call(t, { method: 'POST', url: '/api/Orders/addOrder.php', cookie: t.customerCookie, payload });
  const sell = (fields: object, files: FilePart[]) =>
    call(t, {
      method: 'POST',
      url: '/api/WaitingList/addqueue.php',
      cookie: t.customerCookie,
      ...multipart(fields as Record<string, string>, files),
    });
  const sellFields = {
    ProductName: 'Strict Input Tote',
    description: 'Canvas',
    quantity: 1,
    CategoireID: 2,
    BrandID: 6,
    SexID: 2,
    ColorID: 6,
    Status: 'Submitted',
  };

  it('refuses ids given as true, a list or hex text, and touches nothing', async () => {
    const total = async () =>
      (await asAdmin('GET', '/api/Products/showproduct_page.php?page=1')).json().total;
    const before = await total();
    for (const ProductID of [true, [1], '0x1', '1e0']) {
      const res = await asAdmin('POST', '/api/Products/deleteproduct.php', { ProductID });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', message: 'ProductID must be a number' });
    }
    expect(await total()).toBe(before);
    const order = await placeOrder({
      ...SHIPPING,
      Products: [{ ProductID: true, Quantity: true }],
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe('ProductID must be a number');
  });

  it('takes null for the optional Apartment and Notes of an order', async () => {
    // A piece within the cash-on-delivery limit, so the order is placed.
    const [{ id }] = (
      await t.database.pool.query(
        `SELECT id FROM products WHERE status IN ('Available', 'OnSale') AND quantity > 0
         AND price < 5000 ORDER BY id LIMIT 1`,
      )
    ).rows as { id: number }[];
    const res = await placeOrder({
      ...SHIPPING,
      Apartment: null,
      Notes: null,
      Phone: '+971 (50) 123-4567',
      Products: [{ ProductID: id, Quantity: 1 }],
    });
    expect(res.json()).toMatchObject({ status: 'success', message: 'Order placed successfully!' });
  });

  it('says a phone sent as a number must be text, and a missing one is required', async () => {
    const products = [{ ProductID: 3, Quantity: 1 }];
    const asNumber = await placeOrder({ ...SHIPPING, Phone: 501234567, Products: products });
    expect(asNumber.statusCode).toBe(400);
    expect(asNumber.json().message).toBe('Phone must be text');
    const missing = await placeOrder({ ...SHIPPING, Phone: undefined, Products: products });
    expect(missing.json().message).toBe('Phone is required');
  });

  it('says which problem a number has: missing, negative, not a number', async () => {
    const detailsOf = (query: string) =>
      call(t, { method: 'GET', url: `/api/Products/getProductDetails.php${query}` });
    expect((await detailsOf('')).json().message).toBe('ProductID is required');
    expect((await detailsOf('?ProductID=-1')).json().message).toBe(
      'ProductID must be a positive number',
    );
    expect((await detailsOf('?ProductID=abc')).json().message).toBe('ProductID must be a number');
    const list = await call(t, { method: 'GET', url: '/api/Products/getproduct.php?page=abc' });
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe('page must be a number');
  });

  it('reads a sell submission sent as JSON with a numeric UserID', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/WaitingList/addqueue.php',
      cookie: t.customerCookie,
      payload: { ...sellFields, UserID: 2 },
    });
    // Every field reads; what is missing is the image a JSON body cannot carry.
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Add at least one image');
  });

  it('refuses an approval without a price instead of publishing the item at 0 AED', async () => {
    expect((await sell(sellFields, [image()])).statusCode).toBe(200);
    const queue = (await asAdmin('GET', '/api/WaitingList/getQueueList.php')).json();
    const entry = queue.find(
      (e: { ProductName: string }) => e.ProductName === sellFields.ProductName,
    );
    for (const UserPrice of [null, '', ' ', true]) {
      const res = await asAdmin('POST', '/api/WaitingList/approveQueue.php', {
        QueueID: entry.QueueID,
        UserPrice,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^(Enter a price above 0|UserPrice must be a number)$/);
    }
    const still = (await asAdmin('GET', '/api/WaitingList/getQueueList.php')).json();
    expect(still.map((e: { QueueID: number }) => e.QueueID)).toContain(entry.QueueID);
    expect((await details(entry.ProductID)).Status).toBe('Submitted');
  });

  it('keeps the status read-only: computed from stock and offer, queue entries stay Submitted', async () => {
    const last = (await asAdmin('GET', '/api/Products/getlastid.php')).json().LastID;
    const fields = {
      ProductID: last + 1,
      Name: 'Status Check Clutch',
      Description: 'Satin',
      Price: 5000,
      Quantity: 2,
      OfferPrice: 0,
      BrandID: 6,
      CategoireID: 2,
      Color_ID: 6,
      SexID: 2,
      Status: 'Submitted',
    };
    await formAsAdmin('/api/Products/addproduct.php', fields);
    expect((await details(last + 1)).Status).toBe('Available');
    await formAsAdmin('/api/Products/updateproduct.php', { ...fields, Status: 'Submitted' });
    expect((await details(last + 1)).Status).toBe('Available');
    await formAsAdmin('/api/Products/updateproduct.php', { ...fields, OfferPrice: 15 });
    expect((await details(last + 1)).Status).toBe('OnSale');

    await sell({ ...sellFields, ProductName: 'Pending Status Bag' }, [image()]);
    const entry = (await asAdmin('GET', '/api/WaitingList/getQueueList.php'))
      .json()
      .find((e: { ProductName: string }) => e.ProductName === 'Pending Status Bag');
    const edited = await formAsAdmin('/api/Products/updateproduct.php', {
      ...fields,
      ProductID: entry.ProductID,
      Name: 'Pending Status Bag',
      Status: 'Available',
    });
    expect(edited.statusCode).toBe(200);
    expect((await details(entry.ProductID)).Status).toBe('Submitted');
    const publicDetails = await call(t, {
      method: 'GET',
      url: `/api/Products/getProductDetails.php?ProductID=${entry.ProductID}`,
    });
    expect(publicDetails.statusCode).toBe(404);
  });

  it('leaves no image behind when a call with uploads is refused', async () => {
    const before = uploadedFiles();
    const badCategory = await sell({ ...sellFields, CategoireID: 999_999 }, [image()]);
    expect(badCategory.statusCode).toBe(400);
    const imageThenText = await sell(sellFields, [
      image(),
      {
        field: 'images[]',
        filename: 'notes.png',
        contentType: 'image/png',
        bytes: Buffer.from('hi'),
      },
    ]);
    expect(imageThenText.statusCode).toBe(400);
    const missingProduct = await formAsAdmin(
      '/api/Products/updateproduct.php',
      {
        ProductID: 999_999,
        Name: 'Nobody',
        Price: 1,
        Quantity: 1,
        BrandID: 6,
        CategoireID: 2,
        Color_ID: 6,
        SexID: 2,
      },
      [image('Image')],
    );
    expect(missingProduct.statusCode).toBe(404);
    expect(uploadedFiles()).toEqual(before);
  });

  it('reads a login sent as a urlencoded form or as multipart like a JSON one', async () => {
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/User/UserLogin.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ Email: ADMIN.email, Password: ADMIN.password }).toString(),
    });
    expect(urlencoded.json()).toMatchObject({ status: 'success', Email: ADMIN.email });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/User/UserLogin.php',
      ...multipart({ Email: ADMIN.email, Password: 'wrong-password-1' }),
    });
    expect(form.json()).toMatchObject({ status: 'error' });
    expect(form.json().message).not.toBe('Email is required');
  });

  it('pages brands and categories by 25 and users by 10 when no limit is sent', async () => {
    const brands = (await asAdmin('GET', '/api/Brand/showbrand_page.php?page=1')).json();
    expect(brands.data).toHaveLength(Math.min(25, brands.total));
    expect(brands.total).toBeGreaterThan(10);
    const users = (await asAdmin('GET', '/api/User/showuser_page.php?page=1')).json();
    expect(users.data.length).toBeLessThanOrEqual(10);
  });

  it('adds a user with the back-office form fields only; no password signs in to it', async () => {
    const last = (await asAdmin('GET', '/api/User/getlastid.php')).json().LastID;
    const added = await formAsAdmin('/api/User/adduser.php', {
      UserID: last + 1,
      UserName: 'Form Only',
      Email: 'form.only@reluxe.test',
      RoleID: 2,
    });
    expect(added.json()).toMatchObject({ status: 'success', UserID: last + 1 });
    const login = await call(t, {
      method: 'POST',
      url: '/api/User/UserLogin.php',
      payload: { Email: 'form.only@reluxe.test', Password: '!no-password' },
    });
    expect(login.json().status).toBe('error');
  });
});
