import fs from 'node:fs';
import path from 'node:path';
import { LIMITS } from '../src/contracts';
import { pngBytes } from './helpers/images';
import { multipart, type FilePart } from './helpers/multipart';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

const sellFields = {
  ProductName: 'Cartier Trinity Ring',
  description: 'Three golds, size 52',
  quantity: 2,
  CategoireID: 3,
  BrandID: 5,
  SexID: 2,
  ColorID: 3,
  Status: 'Submitted',
};

describe.each(BACKENDS)('sell queue and uploads on %s', (backend) => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await startTestApp(backend);
    png = await pngBytes(120, 90);
  });
  afterAll(() => t.close());
  const image = (bytes = png, filename = 'ring.png'): FilePart => ({
    field: 'images[]',
    filename,
    contentType: 'image/png',
    bytes,
  });
  const submit = (fields: object, files: FilePart[], cookie = t.customerCookie) =>
    call(t, {
      method: 'POST',
      url: '/api/WaitingList/addqueue.php',
      cookie,
      ...multipart(fields as Record<string, string>, files),
    });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    call(t, { method, url, payload, cookie: t.adminCookie });
  const myItems = async () =>
    (
      await call(t, {
        method: 'GET',
        url: '/api/Products/getproduct.php?UserID=2&limit=100',
        cookie: t.customerCookie,
      })
    ).json();

  it('submits, lists, approves with the summed price, and the item reaches the catalogue', async () => {
    const res = await submit(sellFields, [image(), image()]);
    expect(res.json()).toEqual({ status: 'success', message: expect.any(String) });
    const mine = await myItems();
    const item = mine.find((p: { Name: string }) => p.Name === 'Cartier Trinity Ring');
    expect(item).toMatchObject({ Status: 'Submitted', Quantity: 2, UserID: 2 });
    expect(item.Image.split(',')).toHaveLength(2);
    const queue = (await admin('GET', '/api/WaitingList/getQueueList.php')).json();
    const entry = queue.find((q: { ProductID: number }) => q.ProductID === item.ProductID);
    expect(entry).toMatchObject({
      UserName: 'Layla Hamdan',
      ProductName: 'Cartier Trinity Ring',
      productDescription: 'Three golds, size 52',
      BrandName: 'Cartier',
      CategoryName: 'Jewellery',
      ColorName: 'Gold',
      Quantity: 2,
    });
    expect(Array.isArray(entry.Image)).toBe(true);
    const details = (
      await admin('GET', `/api/WaitingList/getQueueDetails.php?QueueID=${entry.QueueID}`)
    ).json();
    expect(details).toEqual([entry]);
    const approved = await admin('POST', '/api/WaitingList/approveQueue.php', {
      QueueID: entry.QueueID,
      UserPrice: 8000 + 400 + 150,
    });
    expect(approved.json()).toEqual({
      status: 'success',
      message: 'Order approved and moved to products successfully!',
    });
    const list = (
      await call(t, { method: 'GET', url: `/api/Products/getproduct.php?ids=${item.ProductID}` })
    ).json();
    expect(list).toEqual([
      expect.objectContaining({ ProductID: item.ProductID, Price: 8550, Status: 'Available' }),
    ]);
    expect(
      (await admin('GET', `/api/WaitingList/getQueueDetails.php?QueueID=${entry.QueueID}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await admin('POST', '/api/WaitingList/approveQueue.php', {
          QueueID: entry.QueueID,
          UserPrice: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('ignores a submission: removed from the queue and archived for the seller', async () => {
    await submit({ ...sellFields, ProductName: 'Gucci Dionysus' }, [image()]);
    const queue = (await admin('GET', '/api/WaitingList/getQueueList.php')).json();
    const entry = queue.find((q: { ProductName: string }) => q.ProductName === 'Gucci Dionysus');
    const ignored = await admin('POST', '/api/WaitingList/ignoreQueue.php', {
      QueueID: entry.QueueID,
    });
    expect(ignored.json()).toEqual({ status: 'success', message: 'Order ignored successfully!' });
    expect(
      (await admin('GET', '/api/WaitingList/getQueueList.php'))
        .json()
        .some((q: { QueueID: number }) => q.QueueID === entry.QueueID),
    ).toBe(false);
    const item = (await myItems()).find((p: { Name: string }) => p.Name === 'Gucci Dionysus');
    expect(item.Status).toBe('Archived');
    const archived = (
      await call(t, {
        method: 'GET',
        url: '/api/Products/getArchivedProducts.php',
        cookie: t.customerCookie,
      })
    ).json();
    expect(archived.map((p: { Name: string }) => p.Name)).toContain('Gucci Dionysus');
  });

  it('keeps a sold-out submission (quantity 0) private until approved, then lists it as SoldOut', async () => {
    const name = 'Hermes Kelly Emptybox';
    await submit({ ...sellFields, ProductName: name, quantity: 0, Status: 'SoldOut' }, [image()]);
    // The seller sees it waiting for review, under Submitted.
    const item = (await myItems()).find((p: { Name: string }) => p.Name === name);
    expect(item).toMatchObject({ Status: 'Submitted', Quantity: 0, UserID: 2 });
    const id = item.ProductID as number;
    // The admin sees it in the queue.
    const queue = (await admin('GET', '/api/WaitingList/getQueueList.php')).json();
    const entry = queue.find((q: { ProductID: number }) => q.ProductID === id);
    expect(entry).toMatchObject({ ProductName: name, Quantity: 0 });
    // Nobody else sees it: lists, new arrivals, the seller's public list, search, details, cart.
    const get = (url: string, cookie?: string) => call(t, { method: 'GET', url, cookie });
    const names = async (url: string, cookie?: string) =>
      ((await get(url, cookie)).json() as { Name: string }[]).map((p) => p.Name);
    const signup = await call(t, {
      method: 'POST',
      url: '/api/User/signup.php',
      payload: {
        fName: 'Other',
        lName: 'Shopper',
        Email: 'other.shopper@example.com',
        Password: 'Secret#123',
        conf_Password: 'Secret#123',
        number: '971501234567',
      },
    });
    expect(signup.json().status).toBe('success');
    const other = await t.login('other.shopper@example.com', 'Secret#123');
    for (const cookie of [undefined, other, t.adminCookie]) {
      expect(await names('/api/Products/getproduct.php?limit=100', cookie)).not.toContain(name);
      expect(await names('/api/Products/', cookie)).not.toContain(name);
      expect(await names(`/api/Products/getproduct.php?ids=${id}`, cookie)).toEqual([]);
      expect(await names('/api/Products/searchproduct.php?query=Emptybox', cookie)).toEqual([]);
    }
    expect(await names('/api/Products/getproduct.php?UserID=2&limit=100')).not.toContain(name);
    expect(
      await names(`/api/Products/getproduct.php?category=${sellFields.CategoireID}&limit=100`),
    ).not.toContain(name);
    for (const cookie of [undefined, other]) {
      const details = await get(`/api/Products/getProductDetails.php?ProductID=${id}`, cookie);
      expect(details.statusCode).toBe(404);
    }
    // Its seller and an administrator may still open it.
    expect(
      (await get(`/api/Products/getProductDetails.php?ProductID=${id}`, t.customerCookie)).json(),
    ).toMatchObject({ ProductID: id, Status: 'Submitted' });
    expect(
      (await get(`/api/Products/getProductDetails.php?ProductID=${id}`, t.adminCookie)).json(),
    ).toMatchObject({ ProductID: id, Status: 'Submitted' });
    // Approved: public, as SoldOut at the approved price.
    const approved = await admin('POST', '/api/WaitingList/approveQueue.php', {
      QueueID: entry.QueueID,
      UserPrice: 1200,
    });
    expect(approved.json().status).toBe('success');
    expect((await get(`/api/Products/getproduct.php?ids=${id}`)).json()).toEqual([
      expect.objectContaining({ ProductID: id, Status: 'SoldOut', Quantity: 0, Price: 1200 }),
    ]);
    expect(await names('/api/Products/searchproduct.php?query=Emptybox')).toEqual([name]);
    expect((await get(`/api/Products/getProductDetails.php?ProductID=${id}`)).json()).toMatchObject(
      { ProductID: id, Status: 'SoldOut' },
    );
  });

  it('stores every submission as Submitted, whatever Status the form sends', async () => {
    await submit({ ...sellFields, ProductName: 'Sent Available', Status: 'Available' }, [image()]);
    const item = (await myItems()).find((p: { Name: string }) => p.Name === 'Sent Available');
    expect(item).toMatchObject({ Status: 'Submitted', Quantity: 2 });
    expect(
      (
        await call(t, { method: 'GET', url: `/api/Products/getproduct.php?ids=${item.ProductID}` })
      ).json(),
    ).toEqual([]);
  });

  it('migration 0005 takes queue entries stored as SoldOut out of the public lists', async () => {
    const { pool } = t.database;
    const {
      rows: [row],
    } = await pool.query<{ id: number }>(
      `INSERT INTO products (user_id, status, name, quantity, brand_id, category_id, sex_id)
       VALUES (2, 'SoldOut', 'Old Pending Box', 0, 5, 3, 2) RETURNING id`,
    );
    const queued = row!.id;
    await pool.query('INSERT INTO waiting_list (product_id, user_id) VALUES ($1, 2)', [queued]);
    const {
      rows: [sold],
    } = await pool.query<{ id: number }>(
      `INSERT INTO products (user_id, status, name, quantity, brand_id, category_id, sex_id)
       VALUES (2, 'SoldOut', 'Old Sold Box', 0, 5, 3, 2) RETURNING id`,
    );
    const migration = fs.readFileSync(
      path.join(__dirname, '..', 'src', 'db', 'migrations', '0005_pending_submissions_private.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (statement.trim()) await pool.query(statement);
    }
    const { rows } = await pool.query<{ id: number; status: string }>(
      'SELECT id, status FROM products WHERE id = ANY($1::int[]) ORDER BY id',
      [[queued, sold!.id]],
    );
    expect(rows).toEqual([
      { id: queued, status: 'Submitted' },
      { id: sold!.id, status: 'SoldOut' },
    ]);
  });

  it('refuses bad submissions: no session, other UserID, missing fields, no image', async () => {
    expect((await submit(sellFields, [image()], '')).statusCode).toBe(401);
    expect((await submit({ ...sellFields, UserID: 1 }, [image()])).statusCode).toBe(403);
    const missing = await submit({ ...sellFields, ProductName: '' }, [image()]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ status: 'error', message: 'Product name is required' });
    expect((await submit(sellFields, [])).json()).toEqual({
      status: 'error',
      message: 'Add at least one image',
    });
  });

  it('rejects a text file renamed .jpg with 400, and stores a real PNG re-encoded as WebP', async () => {
    const text = Buffer.from('this is not an image at all, just text pretending');
    const fake = await submit(sellFields, [
      { field: 'images[]', filename: 'photo.jpg', contentType: 'image/jpeg', bytes: text },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      status: 'error',
      message: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
    });
    const truncated = await submit(sellFields, [image(png.subarray(0, 40), 'broken.png')]);
    expect(truncated.statusCode).toBe(400);
    await submit({ ...sellFields, ProductName: 'PNG check' }, [image()]);
    const item = (await myItems()).find((p: { Name: string }) => p.Name === 'PNG check');
    const url = item.Image as string;
    expect(url).toMatch(/^\/uploads\/u\/[0-9a-f-]{36}\.webp$/);
    const full = await call(t, { method: 'GET', url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const thumb = await call(t, { method: 'GET', url: url.replace('.webp', '-thumb.webp') });
    expect(thumb.statusCode).toBe(200);
  });

  it('answers 413 for an oversized file and for too many files', async () => {
    const big = Buffer.concat([png, Buffer.alloc(LIMITS.uploadMaxBytes + 10)]);
    const oversize = await submit(sellFields, [image(big)]);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().status).toBe('error');
    const many = Array.from({ length: LIMITS.uploadMaxFiles + 1 }, () => image());
    expect((await submit(sellFields, many)).statusCode).toBe(413);
  });
});
