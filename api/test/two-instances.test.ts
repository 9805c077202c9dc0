import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { activateRemote } from '../src/releases/live-remotes';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { CHANGES_CHANNEL } from '../src/db/change-feed';
import { waitFor } from './helpers/wait-for';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN,
  CUSTOMER,
  cookieFrom,
  createPostgresDatabase,
  seedTestDatabase,
  testConfig,
} from './helpers/test-app';

// The api is stateless, so instances behind a load balancer share one PostgreSQL. Two instances
// here: a session made on one works on the other, orders racing through both never oversell, and
// a write or a release on one is what the other serves next.
const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePostgres('two api instances on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-two-instances-'));

  beforeAll(async () => {
    const pg = await createPostgresDatabase();
    drop = pg.drop;
    const config = testConfig(dataDir);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: pg.url, dataDir });
      databases.push(database);
      if (i === 0) await seedTestDatabase(database);
      apps.push(await buildApp({ database, logger: false, config }));
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const login = async (app: FastifyInstance, email: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/User/UserLogin.php',
      payload: { Email: email, Password: password },
    });
    expect(res.json().status).toBe('success');
    return cookieFrom(res.headers['set-cookie']);
  };

  it('a session started on one instance is honoured by the other, and logout ends it on both', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const cookie = await login(a, CUSTOMER.email, CUSTOMER.password);
    const me = await b.inject({
      method: 'GET',
      url: '/api/User/getUserDetails.php',
      headers: { cookie },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.Email).toBe(CUSTOMER.email);

    await b.inject({
      method: 'POST',
      url: '/api/User/logout.php',
      headers: { cookie },
      payload: {},
    });
    const after = await a.inject({
      method: 'GET',
      url: '/api/User/getUserDetails.php',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('orders racing through both instances for the last piece sell it exactly once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const admin = await login(a, ADMIN.email, ADMIN.password);
    const added = await a.inject({
      method: 'POST',
      url: '/api/Products/addproduct.php',
      headers: { cookie: admin },
      payload: {
        Name: 'Last piece',
        Description: 'One left',
        Price: 5000,
        Quantity: 1,
        OfferPrice: 0,
        BrandID: 1,
        CategoireID: 1,
        Color_ID: 1,
        SexID: 1,
      },
    });
    const ProductID = added.json().ProductID as number;
    const shopper = await login(b, CUSTOMER.email, CUSTOMER.password);
    const payload = {
      Address: 'Villa 1',
      Street: 'Al Wasl Road',
      City: 'Dubai',
      State: 'Dubai',
      Zip: '00000',
      Country: 'UAE',
      Phone: '+971501234567',
      Products: [{ ProductID, Quantity: 1, Price: 1 }],
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).inject({
          method: 'POST',
          url: '/api/Orders/addOrder.php',
          headers: { cookie: shopper },
          payload,
        }),
      ),
    );
    expect(responses.filter((res) => res.json().status === 'success')).toHaveLength(1);
    expect(responses.every((res) => res.statusCode < 500)).toBe(true);
    const product = await b.inject({
      method: 'GET',
      url: `/api/Products/getProductDetails.php?ProductID=${ProductID}`,
      headers: { cookie: admin },
    });
    expect(product.json()).toMatchObject({ Quantity: 0, Status: 'SoldOut' });
  });

  const brandNames = async (app: FastifyInstance) =>
    ((await app.inject({ method: 'GET', url: '/api/Brand/' })).json() as { Name: string }[]).map(
      (brand) => brand.Name,
    );

  it('a brand renamed on one instance is what the other serves on its very next read', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const admin = await login(a, ADMIN.email, ADMIN.password);
    // Warm the other instance's caches first.
    const before = await brandNames(b);
    await b.inject({ method: 'GET', url: '/api/Products/getproduct.php?page=1&limit=24' });
    expect(before).toContain('Rolex');
    const renamed = await a.inject({
      method: 'POST',
      url: '/api/Brand/updatebrand.php',
      headers: { cookie: admin },
      payload: { BrandID: 1, Name: 'Rolex Geneve' },
    });
    expect(renamed.json().status).toBe('success');
    expect(await brandNames(b)).toContain('Rolex Geneve');
    const search = await b.inject({
      method: 'GET',
      url: '/api/Brand/searchbrand.php?query=Geneve',
    });
    expect(JSON.stringify(search.json())).toContain('Rolex Geneve');
  });

  it('stock changed outside the api (psql) is what both instances serve next, unacknowledged', async () => {
    const details = async (app: FastifyInstance) =>
      (
        await app.inject({ method: 'GET', url: '/api/Products/getProductDetails.php?ProductID=1' })
      ).json() as { Quantity: number };
    const before = await Promise.all(apps.map(details));
    const heard: unknown[] = [];
    const listener = new Client({ connectionString: databases[0]!.pool.options.connectionString });
    await listener.connect();
    listener.on('notification', ({ payload }) => heard.push(JSON.parse(payload ?? 'null')));
    await listener.query(`LISTEN ${CHANGES_CHANNEL}`);
    try {
      await listener.query('UPDATE products SET quantity = quantity + 5 WHERE id = 1');
      for (const app of apps)
        await waitFor(async () => (await details(app)).Quantity === before[0]!.Quantity + 5);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The database's own announcement, which no instance acknowledges (nobody waits for it).
      expect(heard).toEqual([{ topic: 'catalog', from: 'database' }]);
    } finally {
      await listener.end();
    }
  });

  it('a remote activated through the database is named by the next /remotes.json of every instance', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const remotesOf = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
    expect((await remotesOf(b)).versions.mfe_checkout).toBeUndefined();
    const manifestUrl = '/releases/mfe-checkout/2.4.0/mf-manifest.json';
    await activateRemote(databases[0]!, { remote: 'mfe_checkout', version: '2.4.0', manifestUrl });
    for (const app of [a, b]) {
      const config = await remotesOf(app);
      expect(config.remotes.mfe_checkout).toBe(manifestUrl);
      expect(config.versions.mfe_checkout).toBe('2.4.0');
    }
  });

  it('an instance that lost the change feed serves nothing from its caches until it is back', async () => {
    const [, b] = apps as [FastifyInstance, FastifyInstance];
    const feed = databases[1]!.changes;
    const list = () =>
      b.inject({ method: 'GET', url: '/api/Products/getproduct.php?page=1&limit=24' });
    await list();
    expect(b.responseCache.size).toBeGreaterThan(0);
    // Cut every LISTEN connection of this database (both instances' feeds).
    await databases[0]!.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    await waitFor(() => !feed.live);
    expect(b.responseCache.size).toBe(0);
    await list();
    expect(b.responseCache.size).toBe(0);
    await waitFor(() => feed.live);
    await list();
    expect(b.responseCache.size).toBeGreaterThan(0);
  });
});
