import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { renderSvg, tileSvg } from '../src/db/seed/images';
import { withStoredImages } from '../src/uploads/store-image';
import { VARIANT_SUFFIXES } from '../src/uploads/variants';
import {
  createStorage,
  isValidKey,
  LocalStorage,
  S3Storage,
  s3ClientOf,
  STORAGE_UNAVAILABLE,
  type ImageStorage,
} from '../src/uploads/storage';
import { pngBytes } from './helpers/images';
import { multipart, type FilePart } from './helpers/multipart';
import { keysIn, startS3, type TestS3 } from './helpers/s3-server';
import { call, startTestApp, testConfig, type TestApp } from './helpers/test-app';

const WEBP_KEY = /^u\/[0-9a-f-]{36}(-thumb)?\.webp$/;
/** What each stored image is written as: itself, its thumbnail and 4 widths in 2 formats. */
const SUFFIXES = ['.webp', '-thumb.webp', ...VARIANT_SUFFIXES];
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP';

/** The status of a GET sent with its path exactly as written (no client-side normalising). */
const rawStatus = (port: number, rawPath: string) =>
  new Promise<number>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: rawPath }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });

let s3: TestS3;
let png: Buffer;
const tmpDirs: string[] = [];
const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-storage-test-'));
  tmpDirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startS3();
  png = await pngBytes(120, 90);
});
afterAll(async () => {
  await s3.close();
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('createStorage', () => {
  it('uses the local uploads directory without S3_BUCKET, and S3 with it', () => {
    const local = createStorage(loadConfig({ DATA_DIR: '/srv/reluxe' }));
    expect(local).toBeInstanceOf(LocalStorage);
    expect(local.driver).toBe('local');
    expect(local.directory).toBe(path.join('/srv/reluxe', 'uploads'));
    const remote = createStorage(
      loadConfig({ S3_BUCKET: 'images', S3_PUBLIC_URL: 'https://cdn.example.com/img/' }),
    );
    expect(remote).toBeInstanceOf(S3Storage);
    expect(remote.driver).toBe('s3');
    expect(remote.directory).toBeUndefined();
    expect(remote.publicUrl).toBe('https://cdn.example.com/img');
    local.close();
    remote.close();
  });

  it('accepts only plain keys', () => {
    for (const key of ['u/0b8e.webp', 'seed/brand-rolex-thumb.webp', 'a_b/C.D-e']) {
      expect(isValidKey(key)).toBe(true);
    }
    for (const key of ['', '/u/a.webp', 'u/../a', '..', 'u//a', 'u/', '.env', 'u/.a', 'u\\a']) {
      expect(isValidKey(key)).toBe(false);
    }
    expect(isValidKey('u/a b.webp')).toBe(false);
    expect(isValidKey('u/a%2e.webp')).toBe(false);
  });
});

describe.each(['local', 's3'] as const)('withStoredImages on the %s driver', (driver) => {
  let storage: ImageStorage;
  let stored: () => Promise<string[]>;
  beforeAll(() => {
    if (driver === 'local') {
      const dir = tmpDir();
      storage = new LocalStorage(dir);
      stored = async () => {
        const u = path.join(dir, 'u');
        return fs.existsSync(u) ? fs.readdirSync(u).map((name) => `u/${name}`) : [];
      };
    } else {
      const client = s3ClientOf(s3.config);
      storage = new S3Storage(s3.config, client);
      stored = () => keysIn(client, s3.config.bucket, 'u/');
    }
  });
  afterAll(() => storage.close());

  it('writes every image and its thumbnail, and removes them all when `use` fails', async () => {
    const before = await stored();
    const refused = withStoredImages([png, png], storage, async (urls) => {
      expect(urls).toHaveLength(2);
      const keys = (await stored()).filter((key) => !before.includes(key));
      expect(keys).toHaveLength(2 * SUFFIXES.length);
      throw new Error('refused');
    });
    await expect(refused).rejects.toThrow('refused');
    expect(await stored()).toEqual(before);
    const urls = await withStoredImages([png], storage, async (written) => written);
    const key = urls[0]!.replace('/uploads/', '');
    expect(key).toMatch(WEBP_KEY);
    const read = await storage.read(key);
    expect(read).toMatchObject({ status: 'found', meta: { contentType: 'image/webp' } });
    await storage.remove(SUFFIXES.map((suffix) => key.replace('.webp', suffix)));
    expect(await storage.read(key)).toEqual({ status: 'missing' });
  });

  it('writes nothing when one of the images is not one', async () => {
    const before = await stored();
    const use = jest.fn(async () => 'stored');
    const refused = withStoredImages([png, Buffer.from('not an image')], storage, use);
    await expect(refused).rejects.toMatchObject({ statusCode: 400 });
    expect(use).not.toHaveBeenCalled();
    expect(await stored()).toEqual(before);
  });
});

describe('the api with S3 storage', () => {
  let t: TestApp;
  const client = () => s3ClientOf(s3.config);
  const objects = async (prefix = 'u/') => {
    const c = client();
    try {
      return await keysIn(c, s3.config.bucket, prefix);
    } finally {
      c.destroy();
    }
  };
  const image = (field = 'Image'): FilePart => ({
    field,
    filename: 'piece.png',
    contentType: 'image/png',
    bytes: png,
  });
  const postForm = (url: string, fields: object, files: FilePart[]) =>
    call(t, {
      method: 'POST',
      url,
      cookie: t.adminCookie,
      ...multipart(fields as Record<string, string>, files),
    });

  beforeAll(async () => {
    t = await startTestApp('pglite', { s3: s3.config });
  });
  afterAll(() => t.close());

  it('stores an uploaded brand image in the bucket and streams it back', async () => {
    expect(t.app.storage.driver).toBe('s3');
    const added = await postForm('/api/Brand/addbrand.php', { Name: 'Moynat' }, [image()]);
    expect(added.json()).toMatchObject({ status: 'success' });
    const brandId = added.json().BrandID as number;
    const brand = (
      await call(t, {
        method: 'GET',
        url: `/api/Brand/showbrand_page.php?search=${brandId}`,
        cookie: t.adminCookie,
      })
    ).json().data[0];
    const url = brand.Image as string;
    expect(url).toMatch(/^\/uploads\/u\/[0-9a-f-]{36}\.webp$/);
    const key = url.slice('/uploads/'.length);
    const thumbKey = key.replace('.webp', '-thumb.webp');

    const c = client();
    const head = await c.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    c.destroy();
    expect(head.ContentType).toBe('image/webp');
    expect(await objects()).toEqual(expect.arrayContaining([key, thumbKey]));
    const localUploads = path.join(t.dataDir, 'uploads');
    expect(fs.existsSync(localUploads) ? fs.readdirSync(localUploads) : []).toEqual([]);

    const full = await call(t, { method: 'GET', url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=604800');
    expect(Number(full.headers['content-length'])).toBe(full.rawPayload.length);
    expect(full.headers.etag).toBe(head.ETag);
    expect(full.headers['last-modified']).toBe(head.LastModified!.toUTCString());
    expect(isWebp(full.rawPayload)).toBe(true);
    const thumb = await call(t, { method: 'GET', url: `/uploads/${thumbKey}` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(isWebp(thumb.rawPayload)).toBe(true);

    const headOnly = await call(t, { method: 'HEAD', url });
    expect(headOnly.statusCode).toBe(200);
    expect(headOnly.headers['content-length']).toBe(full.headers['content-length']);
    expect(headOnly.headers.etag).toBe(full.headers.etag);
    expect(headOnly.rawPayload.length).toBe(0);

    const revalidated = await call(t, {
      method: 'GET',
      url,
      headers: { 'if-none-match': full.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(full.headers.etag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=604800');
    expect(revalidated.rawPayload.length).toBe(0);
    const changed = await call(t, { method: 'GET', url, headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('leaves no object in the bucket when a call is refused after its image was written', async () => {
    const before = await objects();
    const unknownBrand = await postForm(
      '/api/Products/addproduct.php',
      {
        Name: 'Nobody Bag',
        Description: 'Canvas',
        Price: 100,
        Quantity: 1,
        BrandID: 999_999,
        CategoireID: 2,
        Color_ID: 6,
        SexID: 2,
        Status: 'Available',
      },
      [image()],
    );
    expect(unknownBrand.statusCode).toBe(400);
    expect(unknownBrand.json()).toEqual({
      status: 'error',
      message: 'A referenced item does not exist',
    });
    const missingBrand = await postForm(
      '/api/Brand/updatebrand.php',
      { BrandID: 999_999, Name: 'Nobody' },
      [image()],
    );
    expect(missingBrand.statusCode).toBe(404);
    const sell = await call(t, {
      method: 'POST',
      url: '/api/WaitingList/addqueue.php',
      cookie: t.customerCookie,
      ...multipart(
        {
          ProductName: 'Refused Tote',
          description: 'Canvas',
          quantity: 1,
          CategoireID: 999_999,
          BrandID: 6,
          SexID: 2,
          ColorID: 6,
          Status: 'Submitted',
        } as unknown as Record<string, string>,
        [image('images[]'), image('images[]')],
      ),
    });
    expect(sell.statusCode).toBe(400);
    expect(await objects()).toEqual(before);
  });

  it('answers the api 404 for a missing object or a key that is not plain', async () => {
    for (const url of [
      '/uploads/u/00000000-0000-0000-0000-000000000000.webp',
      '/uploads/seed/none.webp',
      '/uploads/',
      '/uploads/u/..%2F..%2Fsecret',
      '/uploads/.hidden',
      '/uploads/u//a.webp',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await call(t, { method, url });
        expect([url, method, res.statusCode]).toEqual([url, method, 404]);
        if (method === 'GET') expect(res.json()).toEqual({ status: 'error', message: 'Not found' });
      }
    }
  });

  it('renders the seed images into the bucket', async () => {
    const url = await renderSvg(
      tileSvg('Goyard', ['#24303a', '#0e1114']),
      t.app.storage,
      'brand-x',
    );
    expect(url).toBe('/uploads/seed/brand-x.webp');
    expect(await objects('seed/')).toEqual(
      SUFFIXES.map((suffix) => `seed/brand-x${suffix}`).sort(),
    );
    const res = await call(t, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(isWebp(res.rawPayload)).toBe(true);
  });
});

describe('the api with S3 storage, without a database', () => {
  const env = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
    S3_BUCKET: s3.config.bucket,
    S3_ENDPOINT: s3.config.endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
    ...extra,
  });
  const appWith = (extra: NodeJS.ProcessEnv) =>
    buildApp({ logger: false, env: env(extra), config: testConfig(tmpDir()) });

  it('redirects /uploads/<key> to S3_PUBLIC_URL for a week', async () => {
    const app = await appWith({ S3_PUBLIC_URL: 'https://cdn.example.com/images/' });
    try {
      const res = await app.inject({ method: 'GET', url: '/uploads/u/abc.webp' });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://cdn.example.com/images/u/abc.webp');
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      const head = await app.inject({ method: 'HEAD', url: '/uploads/seed/brand-rolex.webp' });
      expect(head.statusCode).toBe(301);
      expect(head.headers.location).toBe('https://cdn.example.com/images/seed/brand-rolex.webp');
      const tricky = await app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' });
      expect(tricky.statusCode).toBe(404);
      // Over real HTTP (inject normalises dot segments away before routing).
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      for (const raw of ['/uploads/%2e%2e/%2e%2e/etc/passwd', '/uploads/u/../../etc/passwd']) {
        expect([raw, await rawStatus(port, raw)]).toEqual([raw, 404]);
      }
    } finally {
      await app.close();
    }
  });

  it('answers 503 with a clear message when the storage fails, and keeps serving', async () => {
    const app = await appWith({ S3_BUCKET: 'reluxe-no-such-bucket' });
    try {
      const res = await app.inject({ method: 'GET', url: '/uploads/u/abc.webp' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', message: STORAGE_UNAVAILABLE });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
