import {
  ENDPOINTS,
  LIMITS,
  REMOTES,
  STATIC_PATHS,
  type Brand,
  type Category,
  type PageResponse,
  type Product,
  type RemotesConfig,
  type SearchResult,
} from '../../src/contracts';
import { DEMO_CUSTOMER } from '../../src/db/seed/seed';
import type { ApiProcess } from './api-process';
import {
  ADMIN,
  LOGIN_RATE_LIMIT,
  spawnInstance,
  startCluster,
  startSharedServices,
  withLogs,
  type Cluster,
} from './cluster';
import { count } from './fresh-database';
import { formData, get, getBytes, post, type ResponseBody, type Reply } from './http';
import { releaseAndActivate } from './release';
import {
  addProduct,
  isWebp,
  newCustomers,
  orderLines,
  ordersNoted,
  placeOrder,
  productDetails,
  sampleImages,
  signIn,
  tag,
  thumbOf,
  type Session,
} from './shop';
import { Teardown } from './teardown';

// The api as N stateless instances on shared services (PostgreSQL, Redis, S3-compatible storage)
// behind a real load balancer: what one instance does, every other one sees at once.
const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** Products after one instance seeded an empty database alone (the cluster's first start). */
let singleSeedProducts: number | undefined;

describePostgres('three api instances behind nginx', () => {
  const teardown = new Teardown();
  let cluster: Cluster | undefined;
  let admin: Session;
  const lb = () => cluster!.nginx.url;
  const instances = () => cluster!.instances;
  const live = () => instances().filter((instance) => !instance.exit);
  const outputs = () => (cluster ? [...cluster.instances, cluster.nginx] : []);
  /** A test whose failure report carries the output of every instance and of nginx. */
  const clusterTest = (name: string, work: () => Promise<void>, timeoutMs = 60_000) =>
    it(name, () => withLogs(outputs, work), timeoutMs);

  beforeAll(
    () =>
      withLogs(outputs, async () => {
        cluster = await startCluster(teardown);
        singleSeedProducts = cluster.seededProducts;
        admin = await signIn(lb(), ADMIN.email, ADMIN.password);
      }),
    180_000,
  );
  afterAll(() => teardown.run(), 60_000);

  clusterTest('every instance serves the images uploaded through any of them', async () => {
    const { png, jpeg } = await sampleImages();
    const brandName = `Moynat ${tag()}`;
    const added = await post(
      lb(),
      ENDPOINTS.brand.add,
      formData({ Name: brandName }, [
        { field: 'Image', name: 'brand.png', type: 'image/png', bytes: png },
      ]),
      admin.cookie,
    );
    expect(added.json).toMatchObject({ status: 'success', BrandID: expect.any(Number) });
    const brandId = added.json.BrandID as number;
    const page = await get<PageResponse<Brand>>(
      lb(),
      ENDPOINTS.brand.page,
      { search: brandId },
      admin.cookie,
    );
    const brand = page.json.data.find((row) => row.BrandID === brandId);
    expect(brand?.Image).toMatch(/^\/uploads\/.+\.webp$/);

    const customer = await signIn(lb(), DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const productName = `Sold through the balancer ${tag()}`;
    const submitted = await post(
      lb(),
      ENDPOINTS.sellQueue.add,
      formData(
        {
          ProductName: productName,
          description: 'Two photos',
          quantity: 1,
          CategoireID: 3,
          BrandID: 5,
          SexID: 2,
          ColorID: 3,
          Status: 'Submitted',
        },
        [
          { field: 'images[]', name: 'front.png', type: 'image/png', bytes: png },
          { field: 'images[]', name: 'back.jpg', type: 'image/jpeg', bytes: jpeg },
        ],
      ),
      customer.cookie,
    );
    expect(submitted.json).toMatchObject({ status: 'success' });
    const mine = await get<Product[]>(
      lb(),
      ENDPOINTS.products.list,
      { UserID: customer.userId, limit: 100 },
      customer.cookie,
    );
    const item = mine.json.find((product) => product.Name === productName);
    const photos = item?.Image.split(',') ?? [];
    expect(photos).toHaveLength(2);

    const paths = [brand!.Image, ...photos].flatMap((url) => [url, thumbOf(url)]);
    const missing: string[] = [];
    for (const instance of instances()) {
      for (const path of paths) {
        const res = await getBytes(`${instance.url}${path}`);
        const ok = res.status === 200 && res.type === 'image/webp' && isWebp(res.bytes);
        if (!ok) missing.push(`${instance.name} ${path}: ${res.status} ${res.type}`);
      }
    }
    expect(missing).toEqual([]);
  });

  clusterTest('failed sign-ins are counted across instances: the limit holds on all', async () => {
    const [victim] = await newCustomers(lb(), 1);
    const attempt = (base: string) =>
      post(base, ENDPOINTS.user.login, { Email: victim!.email, Password: 'Wrong#password1' });
    const responses: Reply<ResponseBody>[] = [];
    // One after another: round robin spreads them over the three instances.
    for (let i = 0; i <= LOGIN_RATE_LIMIT; i++) responses.push(await attempt(lb()));
    // Wrong credentials five times (an error answer, not 429), then locked.
    const outcome = (res: Reply<ResponseBody>) =>
      res.status === 429 ? 'locked' : res.json?.status;
    expect(responses.map(outcome)).toEqual([
      ...Array.from({ length: LOGIN_RATE_LIMIT }, () => 'error'),
      'locked',
    ]);
    for (const instance of instances()) {
      for (let i = 0; i < 2; i++) {
        const res = await attempt(instance.url);
        expect({ instance: instance.name, status: res.status }).toEqual({
          instance: instance.name,
          status: 429,
        });
      }
    }
  });

  clusterTest('a rename on one instance is seen by the very next read on the others', async () => {
    const [a, b, c] = instances() as [ApiProcess, ApiProcess, ApiProcess];
    const firstPage = { page: 1, limit: LIMITS.productListPageSize };
    const sample = (await get<Product[]>(a.url, ENDPOINTS.products.list, firstPage)).json[0]!;
    const brandId = sample.BrandID;
    const categoryId = sample.CategoireID;
    const oldBrand = sample.BrandName!;
    const newBrand = `Maison ${tag()}`;
    const newCategory = `Objets ${tag()}`;
    const read = (base: string) =>
      Promise.all([
        get<Brand[]>(base, ENDPOINTS.brand.list),
        get<Category[]>(base, ENDPOINTS.category.list),
        get<Product[]>(base, ENDPOINTS.products.list, firstPage),
        get<Product[]>(base, ENDPOINTS.products.list, { ...firstPage, brand: brandId }),
        get<Product[]>(base, ENDPOINTS.products.list, { ...firstPage, category: categoryId }),
        get<SearchResult[]>(base, ENDPOINTS.brand.search, { query: oldBrand }),
        get<SearchResult[]>(base, ENDPOINTS.brand.search, { query: newBrand }),
        get<SearchResult[]>(base, ENDPOINTS.products.search, { query: oldBrand }),
      ]);
    // Every cache of every instance holds the old names now.
    for (const instance of instances()) await read(instance.url);

    const stale: string[] = [];
    const renamed = await post(
      a.url,
      ENDPOINTS.brand.update,
      formData({ BrandID: brandId, Name: newBrand }),
      admin.cookie,
    );
    expect(renamed.json).toMatchObject({ status: 'success' });
    for (const instance of [b, c]) {
      const [brands, , all, ofBrand, , oldSearch, newSearch] = await read(instance.url);
      const where = `${instance.name} after the brand rename`;
      const link = `/Items?brand=${brandId}`;
      if (brands.json.find((row) => row.BrandID === brandId)?.Name !== newBrand)
        stale.push(`${where}: brand list`);
      if (ofBrand.json.length === 0 || ofBrand.json.some((p) => p.BrandName !== newBrand))
        stale.push(`${where}: products of the brand`);
      if (all.json.some((p) => p.BrandID === brandId && p.BrandName !== newBrand))
        stale.push(`${where}: first product page`);
      if (!newSearch.json.some((hit) => hit.link === link && hit.Name === newBrand))
        stale.push(`${where}: search for the new name`);
      if (oldSearch.json.some((hit) => hit.link === link))
        stale.push(`${where}: search for the old name`);
    }

    const recategorised = await post(
      a.url,
      ENDPOINTS.category.update,
      formData({ CategoireID: categoryId, Name: newCategory }),
      admin.cookie,
    );
    expect(recategorised.json).toMatchObject({ status: 'success' });
    for (const instance of [b, c]) {
      const [, categories, all, , ofCategory] = await read(instance.url);
      const where = `${instance.name} after the category rename`;
      if (categories.json.find((row) => row.CategoireID === categoryId)?.Name !== newCategory)
        stale.push(`${where}: category list`);
      if (
        ofCategory.json.length === 0 ||
        ofCategory.json.some((p) => p.CategoryName !== newCategory)
      )
        stale.push(`${where}: products of the category`);
      if (all.json.some((p) => p.CategoireID === categoryId && p.CategoryName !== newCategory))
        stale.push(`${where}: first product page`);
    }
    expect(stale).toEqual([]);
  });

  clusterTest('100 concurrent orders for the last piece sell it exactly once', async () => {
    const customers = await newCustomers(lb(), 4);
    const productId = await addProduct(lb(), admin, 1, 2000);
    const run = `race-${tag()}-`;
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        placeOrder(lb(), customers[i % customers.length]!, {
          productId,
          quantity: 1,
          key: `${run}${i}`,
          notes: `${run}${i}`,
        }),
      ),
    );
    const sold = responses.filter((res) => res.json?.status === 'success');
    expect(sold).toHaveLength(1);
    expect(responses.filter((res) => res.status === 409)).toHaveLength(99);
    expect(await productDetails(lb(), admin, productId)).toMatchObject({
      Quantity: 0,
      Status: 'SoldOut',
    });
    const orders = await ordersNoted(lb(), admin, run);
    expect(orders.map((order) => order.OrderID)).toEqual([sold[0]!.json.OrderID]);
    expect(await orderLines(lb(), admin, orders[0]!.OrderID)).toEqual([
      expect.objectContaining({ ProductID: productId, Quantity: 1 }),
    ]);
  });

  clusterTest(
    'a remote released through one instance is served and made live by every instance',
    async () => {
      const pkg = REMOTES.mfe_checkout.package;
      const version = `mi-${tag()}`;
      const [a, ...others] = instances() as [ApiProcess, ...ApiProcess[]];
      // Built on a machine of its own, into the bucket, registered through A: no folder is shared.
      await releaseAndActivate(cluster!, a, pkg, version);
      const folder = `${STATIC_PATHS.releases}${pkg}/${version}/`;
      const manifestUrl = `${folder}mf-manifest.json`;
      const expectFile = async (base: string, file: string, type: RegExp, caching: string) => {
        const res = await fetch(`${base}${folder}${file}`, {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        const body = Buffer.from(await res.arrayBuffer());
        expect({ base, file, status: res.status }).toEqual({ base, file, status: 200 });
        expect(res.headers.get('content-type')).toMatch(type);
        expect(res.headers.get('cache-control')).toBe(caching);
        // fetch decodes the brotli copy the api chose for it.
        expect(res.headers.get('content-encoding')).toBe('br');
        return body;
      };
      for (const instance of others) {
        const manifest = JSON.parse(
          (
            await expectFile(instance.url, 'mf-manifest.json', /^application\/json/, 'no-cache')
          ).toString(),
        ) as {
          metaData: { remoteEntry: { name: string; path: string } };
          exposes: { assets: { js: { sync: string[] } } }[];
        };
        const { path: entryFolder, name: entryName } = manifest.metaData.remoteEntry;
        await expectFile(
          instance.url,
          entryFolder ? `${entryFolder}/${entryName}` : entryName,
          /^application\/javascript/,
          'public, max-age=31536000, immutable',
        );
        const chunk = manifest.exposes.flatMap((expose) => expose.assets.js.sync)[0]!;
        await expectFile(
          instance.url,
          chunk,
          /^application\/javascript/,
          'public, max-age=31536000, immutable',
        );
      }
      for (const instance of live()) {
        const res = await getBytes(`${instance.url}${STATIC_PATHS.remotesConfig}`);
        const config = JSON.parse(res.bytes.toString()) as RemotesConfig & {
          versions?: Record<string, string>;
        };
        expect({ instance: instance.name, remote: config.remotes.mfe_checkout }).toEqual({
          instance: instance.name,
          remote: manifestUrl,
        });
        expect(config.versions?.mfe_checkout).toBe(version);
      }
      for (let i = 0; i < live().length; i++) {
        expect((await getBytes(`${lb()}${manifestUrl}`)).status).toBe(200);
      }
    },
    240_000,
  );

  // Last: instance B stays dead for the rest of the file.
  clusterTest(
    'orders survive an instance killed mid-load: retried with their key, none lost or doubled',
    async () => {
      const b = instances()[1]!;
      const customers = await newCustomers(lb(), 2);
      const stock = 1000;
      const productId = await addProduct(lb(), admin, stock, 100);
      const run = `kill-${tag()}-`;
      const total = 60;
      const killAt = 20;
      const orders = Array.from({ length: total }, (_, i) => ({
        productId,
        quantity: 1 + (i % 3),
        key: `${run}${i}`,
        notes: `${run}${i}`,
        customer: customers[i % customers.length]!,
      }));
      const acknowledged = new Map<string, number>();
      const send = async (order: (typeof orders)[number]) => {
        try {
          const res = await placeOrder(lb(), order.customer, order);
          return res.status === 502 || res.status === 503 || res.status === 504 ? undefined : res;
        } catch {
          return undefined;
        }
      };
      let next = 0;
      const worker = async () => {
        for (let i = next++; i < total; i = next++) {
          // ~20 orders sent and a few in flight, some of them on B.
          if (i === killAt) b.child.kill('SIGKILL');
          const order = orders[i]!;
          let res = await send(order);
          // A 502 or a lost connection: once more, with the same idempotency key.
          res ??= await send(order);
          if (res?.json?.status === 'success') acknowledged.set(order.notes, res.json.OrderID!);
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      expect(await b.exited).toEqual({ code: null, signal: 'SIGKILL' });

      const present = await ordersNoted(lb(), admin, run);
      const notes = present.map((order) => order.Notes);
      expect(notes.filter((note, i) => notes.indexOf(note) !== i)).toEqual([]);
      const byNotes = new Map(present.map((order) => [order.Notes, order.OrderID]));
      const lost = [...acknowledged].filter(([note, id]) => byNotes.get(note) !== id);
      expect(lost).toEqual([]);
      // One retry is enough: nginx takes B out of the rotation at its first failure.
      expect(acknowledged.size).toBe(total);
      let sold = 0;
      for (const order of present) {
        for (const line of await orderLines(lb(), admin, order.OrderID)) {
          if (line.ProductID === productId) sold += line.Quantity;
        }
      }
      expect((await productDetails(lb(), admin, productId)).Quantity).toBe(stock - sold);
    },
    120_000,
  );
});

describePostgres('three api instances started together on an empty database', () => {
  const teardown = new Teardown();
  let started: ApiProcess[] = [];
  afterAll(() => teardown.run(), 60_000);

  /** Products after one seed: the cluster's, or one instance seeding a database alone. */
  async function expectedProducts() {
    if (singleSeedProducts !== undefined) return singleSeedProducts;
    const services = await startSharedServices(teardown);
    const alone = await spawnInstance(services, teardown, 'seed-alone');
    started = [alone];
    await alone.waitHealthy();
    await alone.stop();
    return count(services.databaseUrl, 'SELECT count(*) FROM products');
  }

  it(
    'all three become healthy and the database is migrated and seeded once',
    () =>
      withLogs(
        () => started,
        async () => {
          const expected = await expectedProducts();
          const services = await startSharedServices(teardown);
          started = await Promise.all(
            ['boot-a', 'boot-b', 'boot-c'].map((name) => spawnInstance(services, teardown, name)),
          );
          const health = await Promise.allSettled(
            started.map((instance) => instance.waitHealthy()),
          );
          const failed = health.flatMap((result, i) =>
            result.status === 'rejected'
              ? [`${started[i]!.name}: ${String(result.reason).split('\n')[0]}`]
              : [],
          );
          expect(failed).toEqual([]);
          expect(started.map((instance) => instance.exit)).toEqual(started.map(() => undefined));
          const db = services.databaseUrl;
          expect(await count(db, 'SELECT count(*) FROM products')).toBe(expected);
          expect(await count(db, 'SELECT count(*) FROM users WHERE role_id = 1')).toBe(1);
        },
      ),
    200_000,
  );
});
