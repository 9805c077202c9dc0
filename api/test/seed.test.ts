import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database';
import { DEMO_CUSTOMER, seedDatabase } from '../src/db/seed/seed';
import { ADMIN } from './helpers/test-app';

// A production database starts with what every marketplace needs and no demo data; the demo
// catalogue is added on purpose later (npm run seed -- --demo), once.
describe('seeding an empty database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-seed-'));
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const count = async (table: string) =>
    (await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!
      .n;
  const emails = async () =>
    (
      await database.db.execute<{ email: string }>(sql`SELECT email FROM users ORDER BY id`)
    ).rows.map((row) => row.email);
  const seed = (demo: boolean) => seedDatabase(database, { ...ADMIN_OPTIONS, images: false, demo });
  const ADMIN_OPTIONS = { adminEmail: ADMIN.email, adminPassword: ADMIN.password };

  it('without the demo: roles, genders, colours and the administrator only', async () => {
    expect(await seed(false)).toEqual({ base: true, demo: false });
    expect(await count('roles')).toBe(2);
    expect(await count('sexes')).toBeGreaterThan(0);
    expect(await count('colors')).toBeGreaterThan(0);
    expect(await emails()).toEqual([ADMIN.email]);
    for (const table of ['products', 'brands', 'categories', 'waiting_list']) {
      expect([table, await count(table)]).toEqual([table, 0]);
    }
    expect(await seed(false)).toEqual({ base: false, demo: false });
  });

  it('adds the demo catalogue and customer on purpose, once', async () => {
    expect(await seed(true)).toEqual({ base: false, demo: true });
    const products = await count('products');
    expect(products).toBeGreaterThan(0);
    expect(await count('brands')).toBeGreaterThan(0);
    expect(await emails()).toEqual([ADMIN.email, DEMO_CUSTOMER.email]);
    expect(await seed(true)).toEqual({ base: false, demo: false });
    expect(await count('products')).toBe(products);
  });
});
