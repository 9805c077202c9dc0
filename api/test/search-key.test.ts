import { PUBLIC_SQL } from '../src/routes/products/product-queries';
import { facetCounts, listPage } from '../src/routes/products/list-filters';
import { RareWords, searchKey, searchKeys, searchProducts } from '../src/routes/products/search';
import { suggestSpelling } from '../src/routes/products/spelling';
import { BACKENDS, startTestApp, type TestApp } from './helpers/test-app';

// The searches key their texts in TypeScript (searchKey) and send the keys as plain parameters:
// search_key() in a statement is called per row by a generic plan and re-planned per statement.
// searchKey must answer exactly what the SQL function (migration 0009) answers on the database.

/** Every BMP code point but the surrogates and NUL, one text each, between two ASCII letters. */
const everyCharacter = () => {
  const texts: string[] = [];
  for (let code = 1; code < 0x10000; code++) {
    if (code < 0xd800 || code > 0xdfff) texts.push(`A${String.fromCharCode(code)}b`);
  }
  return texts;
};

const SAMPLES = [
  '',
  'Rolex Submariner',
  'SUBM',
  '%\nsubm%',
  'a\\%_b 100%',
  'رولكس',
  'ساعة رولكس صبمارينر',
  'أإآٱ ة ى',
  'مُطَرّزَة حَقيبةُ سفرٍ',
  'مطـرزه',
  'Rolex أوميغا ٱلجديد',
  '٠١٢٣ ۴',
  'Hermès',
  'Écharpe Été',
  'ÉCHARPE',
  'ΟΔΟΣ',
  'ролекс',
  'РОЛЕКС',
  'İstanbul',
  'Kelvin \u212a',
  'ǅ titlecase',
  'straße STRASSE ẞ',
  '腕時計 ⌚ 😀 𝒜',
  'lone \ud800 surrogate',
];

describe.each(BACKENDS)('search keys on %s', (backend) => {
  let t: TestApp;

  const sqlKeys = async (texts: string[]) => {
    const { rows } = await t.database.pool.query<{ keys: string[] }>(
      `SELECT ARRAY(SELECT search_key(t) FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i)
         ORDER BY i) AS keys`,
      [texts],
    );
    return rows[0]!.keys;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 120_000);
  afterAll(() => t.close());

  it('answers what search_key() answers: ASCII, Arabic variants, tashkeel, other scripts', async () => {
    const texts = [...SAMPLES, ...everyCharacter()];
    const sql = await sqlKeys(texts);
    const differ = texts.filter((text, i) => {
      const key = searchKey(text);
      return key !== undefined && key !== sql[i];
    });
    expect(differ).toEqual([]);
    // Only a letter that lower() changes is left to the database (its locale decides).
    const left = texts.filter((text) => searchKey(text) === undefined);
    expect(left.length).toBeLessThan(1_500);
    for (const text of ['ÉCHARPE', 'ΟΔΟΣ', 'РОЛЕКС', 'İstanbul', 'Kelvin \u212a', 'ǅ titlecase']) {
      expect(left).toContain(text);
    }
    for (const text of ['SUBM', 'رولكس', 'مُطَرّزَة حَقيبةُ سفرٍ', 'Hermès', 'ролекс', '腕時計 ⌚ 😀 𝒜']) {
      expect(searchKey(text)).toBeDefined();
    }
    expect(searchKey('أوميغا')).toBe(searchKey('اوميغا'));
    expect(searchKey('SUBM')).toBe('subm');
    expect(searchKey('رولكس')).toMatch(/^[A-Z]+$/);
    // searchKeys asks the database for those, in one round trip.
    expect(await searchKeys(t.database, SAMPLES)).toEqual(await sqlKeys(SAMPLES));
  });

  it('sends no search_key() call in the statements of the search paths', async () => {
    const statements = jest.spyOn(t.database, 'readArrays');
    try {
      for (const text of ['subm', 'Rolex', 'leather', 'رولكس', 'ساعة', 'rolx', 'zq']) {
        await searchProducts(t.database, text, 'en');
        await searchProducts(t.database, text, 'ar', new RareWords());
        await listPage(
          t.database,
          { q: text, limit: 48, page: 1 },
          (filter) => filter.conditions.push(PUBLIC_SQL),
          'ar',
        );
        await facetCounts(t.database, { q: text });
        await suggestSpelling(t.database, text);
      }
      const texts = statements.mock.calls.map(([, text]) => text);
      expect(texts.length).toBeGreaterThan(30);
      expect(texts.filter((text) => text.includes('search_key'))).toEqual([]);
    } finally {
      statements.mockRestore();
    }
  });

  it('keeps the generic plan of its prepared statements: planned once, no per-row keying', async () => {
    const statements = jest.spyOn(t.database, 'readArrays');
    let named: [string, string, unknown[]?][];
    try {
      await searchProducts(t.database, 'subm', 'en', new RareWords());
      await suggestSpelling(t.database, 'rolx');
      named = statements.mock.calls.filter(([name]) => name !== '');
    } finally {
      statements.mockRestore();
    }
    expect(named.length).toBe(2);
    const client = await t.database.pool.connect();
    const literal = (value: unknown) =>
      client.escapeLiteral(
        Array.isArray(value) ? `{${value.map((v) => JSON.stringify(v)).join(',')}}` : String(value),
      );
    const cost = async (mode: string, name: string, values: unknown[]) => {
      const { rows } = await client.query<{ types: string[] }>(
        'SELECT parameter_types::text[] AS types FROM pg_prepared_statements WHERE name = $1',
        [name],
      );
      const args = values.map((value, i) => `${literal(value)}::${rows[0]!.types[i]}`);
      await client.query(`SET plan_cache_mode = force_${mode}_plan`);
      const plan = await client.query(`EXPLAIN (FORMAT JSON) EXECUTE ${name}(${args.join(', ')})`);
      return (Object.values(plan.rows[0] as object)[0] as [{ Plan: { 'Total Cost': number } }])[0]
        .Plan['Total Cost'];
    };
    try {
      for (const [name, text, values = []] of named) {
        // A custom plan that costs what the generic one does is never preferred to it, whatever
        // the catalogue's statistics: PostgreSQL plans the statement once per connection.
        const test = `${name}_test`;
        await client.query(`PREPARE ${test} AS ${text}`);
        expect(await cost('custom', test, values)).toBe(await cost('generic', test, values));
        await client.query(`DEALLOCATE ${test}`);
      }
    } finally {
      await client.query('RESET plan_cache_mode');
      client.release();
    }
  });

  it("runs a list tier only when the tiers before it leave the page's end short", async () => {
    const statements = jest.spyOn(t.database, 'readArrays');
    let call: [string, string, unknown[]?] | undefined;
    try {
      await listPage(
        t.database,
        { q: 'rolex', limit: 2, page: 1 },
        (filter) => filter.conditions.push(PUBLIC_SQL),
        'en',
      );
      call = statements.mock.calls.find(([, text]) => text.includes('tier0'));
    } finally {
      statements.mockRestore();
    }
    expect(call).toBeDefined();
    const [, text, values] = call!;
    const { rows } = await t.database.pool.query<Record<string, string>>(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${text}`,
      values,
    );
    const plan = rows.map((row) => Object.values(row)[0]).join('\n');
    // 'rolex' fills the page from its names: the brand and description tiers never run.
    expect(plan).toMatch(/One-Time Filter/);
    expect(plan.match(/never executed/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
