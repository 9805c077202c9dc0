import { eq } from 'drizzle-orm';
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

  it('throws the unique violation of another column (a user email)', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.RoleID, 1)).limit(1);
    const row = { ...admin!, UserID: undefined };
    const error = await insertWithId(t.database.db, users, users.UserID, row, 90_000).catch(
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });
});
