import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ENDPOINTS,
  LIMITS,
  type Brand,
  type PageResponse,
  type Product,
  type ProductDetails,
} from '../src/contracts';
import { SIGN_IN_UNAVAILABLE } from '../src/limits';
import { STORAGE_UNAVAILABLE } from '../src/uploads/storage';
import { copyPgliteTemplate } from './helpers/pglite-template';
import { startRedis, type TestRedis } from './helpers/redis-server';
import { startS3, type TestS3 } from './helpers/s3-server';
import { ADMIN, CUSTOMER } from './helpers/test-app';
import { ApiProcess } from './multi-instance/api-process';
import { withLogs } from './multi-instance/cluster';
import { freePort } from './multi-instance/free-port';
import { formData, get, getBytes, post, sessionCookie } from './multi-instance/http';
import { sampleImages } from './multi-instance/shop';
import { Teardown } from './multi-instance/teardown';

// A running instance whose Redis or object storage goes away: it stays alive and serves the shop
// (catalogue, product pages, the bag), refuses only what needs the missing part with a clear 503,
// says so on /api/ready, and recovers by itself when the part comes back.

/** What ioredis prints for an 'error' event nobody listens to. */
const UNHANDLED = /Unhandled error event|unhandledRejection|uncaughtException/i;

describe('an api instance whose Redis, then storage, go down and come back', () => {
  const teardown = new Teardown();
  let redis: TestRedis;
  let s3: TestS3;
  let api: ApiProcess;
  let adminCookie = '';
  let imageUrl = '';
  let productId = 0;
  const base = () => api.url;
  const outputs = () => (api ? [api] : []);
  const outageTest = (name: string, work: () => Promise<void>, timeoutMs = 60_000) =>
    it(name, () => withLogs(outputs, work), timeoutMs);

  const signIn = (email: string, password: string) =>
    post(base(), ENDPOINTS.user.login, { Email: email, Password: password });
  const ready = () => get<{ status: string; message?: string }>(base(), ENDPOINTS.ready);
  const page = async (url: string) => {
    const res = await fetch(`${base()}${url}`);
    return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
  };

  /** The shop without the missing part: pages, lists, a product, the bag and liveness. */
  async function expectShopServing() {
    expect((await get(base(), ENDPOINTS.health)).status).toBe(200);
    const list = await get<Product[]>(base(), ENDPOINTS.products.list, {
      page: 1,
      limit: LIMITS.productListPageSize,
    });
    expect([list.status, list.json.length > 0]).toEqual([200, true]);
    const details = await get<ProductDetails>(base(), ENDPOINTS.products.details, {
      ProductID: productId,
    });
    expect([details.status, details.json.ProductID]).toEqual([200, productId]);
    for (const url of ['/', '/Items', `/Items/${productId}`, '/cart']) {
      const res = await page(url);
      expect([url, res.status, res.type]).toEqual([url, 200, 'text/html; charset=utf-8']);
      expect(res.html).toContain('<div id="root">');
    }
    const manifest = await getBytes(`${base()}/remotes/mfe-checkout/mf-manifest.json`);
    expect(manifest.status).toBe(200);
  }

  /** Polls until `check` holds, at most `timeoutMs`. */
  async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(
    () =>
      withLogs(outputs, async () => {
        redis = await startRedis();
        teardown.add('redis-server', redis.close);
        s3 = await startS3();
        teardown.add('s3rver', s3.close);
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-outage-'));
        teardown.add('data directory', () => fs.rmSync(dataDir, { recursive: true, force: true }));
        await copyPgliteTemplate(dataDir, {
          adminEmail: ADMIN.email,
          adminPassword: ADMIN.password,
        });
        api = new ApiProcess('api', await freePort(), {
          DATA_DIR: dataDir,
          RELEASES_DIR: path.join(dataDir, 'releases'),
          REDIS_URL: redis.url,
          S3_BUCKET: s3.config.bucket,
          S3_ENDPOINT: s3.config.endpoint,
          AWS_REGION: 'us-east-1',
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          LOG_LEVEL: 'info',
        });
        teardown.add('api', () => api.stop());
        await api.waitHealthy();

        const admin = await signIn(ADMIN.email, ADMIN.password);
        expect(admin.status).toBe(200);
        adminCookie = sessionCookie(admin.headers);
        const { png } = await sampleImages();
        const added = await post(
          base(),
          ENDPOINTS.brand.add,
          formData({ Name: 'Outage Maison' }, [
            { field: 'Image', name: 'brand.png', type: 'image/png', bytes: png },
          ]),
          adminCookie,
        );
        expect(added.json).toMatchObject({ status: 'success' });
        const brands = await get<PageResponse<Brand>>(
          base(),
          ENDPOINTS.brand.page,
          { search: added.json.BrandID as number },
          adminCookie,
        );
        imageUrl = brands.json.data[0]!.Image;
        expect((await getBytes(`${base()}${imageUrl}`)).status).toBe(200);
        const list = await get<Product[]>(base(), ENDPOINTS.products.list, { page: 1 });
        productId = list.json[0]!.ProductID;
        expect((await ready()).status).toBe(200);
      }),
    120_000,
  );
  afterAll(() => teardown.run(), 60_000);

  outageTest('Redis down: the shop serves, sign-in answers 503, ready names redis', async () => {
    await redis.kill();
    const refused = await signIn(CUSTOMER.email, CUSTOMER.password);
    expect([refused.status, refused.json]).toEqual([
      503,
      { status: 'error', message: SIGN_IN_UNAVAILABLE },
    ]);
    expect(refused.headers.get('retry-after')).toBe('60');
    await expectShopServing();
    // Images do not need Redis.
    expect((await getBytes(`${base()}${imageUrl}`)).status).toBe(200);
    const notReady = await ready();
    expect([notReady.status, notReady.json.message]).toEqual([503, 'Not ready: redis']);
    expect(api.exit).toBeUndefined();
  });

  outageTest('Redis back on the same port: sign-in works again, ready again', async () => {
    await redis.restart();
    await until(async () => (await signIn(CUSTOMER.email, CUSTOMER.password)).status === 200);
    expect((await ready()).status).toBe(200);
    expect(api.exit).toBeUndefined();
    expect(api.output()).not.toMatch(UNHANDLED);
  });

  outageTest(
    'storage down: the shop serves, images and uploads answer 503, ready names storage',
    async () => {
      await s3.stop();
      const image = await fetch(`${base()}${imageUrl}`);
      expect([image.status, await image.json()]).toEqual([
        503,
        { status: 'error', message: STORAGE_UNAVAILABLE },
      ]);
      const { png } = await sampleImages();
      const upload = await post(
        base(),
        ENDPOINTS.brand.add,
        formData({ Name: 'Maison during the outage' }, [
          { field: 'Image', name: 'brand.png', type: 'image/png', bytes: png },
        ]),
        adminCookie,
      );
      expect([upload.status, upload.json]).toEqual([
        503,
        { status: 'error', message: STORAGE_UNAVAILABLE },
      ]);
      await expectShopServing();
      // Sign-in does not need the storage.
      expect((await signIn(CUSTOMER.email, CUSTOMER.password)).status).toBe(200);
      const notReady = await ready();
      expect([notReady.status, notReady.json.message]).toEqual([503, 'Not ready: storage']);
      expect(api.exit).toBeUndefined();
    },
  );

  outageTest(
    'storage back: images and readiness come back, the process never fell over',
    async () => {
      await s3.restart();
      await until(async () => (await getBytes(`${base()}${imageUrl}`)).status === 200);
      await until(async () => (await ready()).status === 200);
      expect((await get(base(), ENDPOINTS.health)).status).toBe(200);
      expect(api.exit).toBeUndefined();
      expect(api.output()).not.toMatch(UNHANDLED);
    },
  );
});
