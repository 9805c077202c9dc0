import { eq, sql } from 'drizzle-orm';
import { insertWithId } from '../src/db/insert-with-id';
import { colours, users } from '../src/db/schema';
import { isUniqueViolation } from '../src/db/unique-violation';
import { BACKENDS, startTestApp, type TestApp } from './helpers/test-app';

describe.each(BACKENDS)('insertWithId on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());
  const add = (Name: string, wanted?: number) =>
    insertWithId(t.database.db, colours, colours.Color_ID, { Name }, wanted);

  it('takes the id asked for when free, else the next one, and keeps the sequence past it', async () => {
    const first = await add('Teal');
    expect(await add('Navy', first + 50)).toBe(first + 50);
    expect(await add('Sand')).toBe(first + 51);
    // A taken id: the next one of the sequence.
    expect(await add('Plum', first)).toBe(first + 52);
    // A free id below the sequence is taken, and the sequence stays where it was.
    expect(await add('Ruby', first + 10)).toBe(first + 10);
    expect(await add('Jade')).toBe(first + 53);
  });

  it('gives distinct ids to concurrent inserts with and without an asked id', async () => {
    const base = await add('Base');
    const ids = await Promise.all(
      Array.from({ length: 24 }, (_, i) => add(`Shade ${i}`, i % 2 ? base + 1 + i : undefined)),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(await add('After')).toBeGreaterThan(Math.max(...ids));
  });

  it('never hands an id the sequence gave to an insert still on its way to the table', async () => {
    // A BEFORE trigger runs after the sequence has numbered the row and before the row reaches
    // the table: an insert named 'Slow' waits there, holding the id it was given.
    const { db } = t.database;
    await db.execute(sql`CREATE OR REPLACE FUNCTION slow_colour() RETURNS trigger AS $$
      BEGIN IF NEW.name = 'Slow' THEN PERFORM pg_sleep(1); END IF; RETURN NEW; END $$
      LANGUAGE plpgsql`);
    await db.execute(sql`CREATE TRIGGER slow_colour BEFORE INSERT ON colors
      FOR EACH ROW EXECUTE FUNCTION slow_colour()`);
    try {
      const base = await add('Before slow');
      const slow = add('Slow');
      if (backend === 'postgres') {
        while (true) {
          const sleeping = await db.execute(
            sql`SELECT 1 FROM pg_stat_activity WHERE wait_event = 'PgSleep'`,
          );
          if (sleeping.rows.length > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      const asked = add('Asked', base + 1);
      const ids = await Promise.all([slow, asked]);
      expect(ids).toEqual([base + 1, base + 2]);
    } finally {
      await db.execute(sql`DROP TRIGGER slow_colour ON colors`);
    }
  });

  it('throws the unique violation of another column (a user email)', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.RoleID, 1)).limit(1);
    const row = { ...admin!, UserID: undefined };
    const error = await insertWithId(t.database.db, users, users.UserID, row, 90_000).catch(
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });
});
