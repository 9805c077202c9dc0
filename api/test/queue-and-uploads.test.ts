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
      UserName: 'Layla Haddad',
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

  it('stores a sold-out submission (quantity 0) as SoldOut', async () => {
    await submit({ ...sellFields, ProductName: 'Empty Box', quantity: 0 }, [image()]);
    expect((await myItems()).find((p: { Name: string }) => p.Name === 'Empty Box').Status).toBe(
      'SoldOut',
    );
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
