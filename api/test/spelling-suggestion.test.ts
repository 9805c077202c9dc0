import { suggestSpelling } from '../src/routes/products/spelling';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

// "Did you mean ...?": a search text that finds nothing gets the nearest brand name, else the
// nearest run of words of a public product's name (pg_trgm similarity on search keys, so Arabic
// meets Arabic names), or null; never the text itself, never a name only hidden products have.

describe.each(BACKENDS)('spelling suggestions on %s', (backend) => {
  let t: TestApp;

  const ask = (query: string) =>
    call(t, {
      method: 'GET',
      url: `/api/Products/suggestSpelling.php?query=${encodeURIComponent(query)}`,
      headers: { 'cache-control': 'no-cache' },
    });
  const suggestion = async (query: string) => {
    const res = await ask(query);
    expect(res.statusCode).toBe(200);
    return (res.json() as { suggestion: string | null }).suggestion;
  };

  /** Adds a product copied from the first public one, with `name` and `status`. */
  const addProduct = async (name: string, status = 'Available', brand = 'Rolex') => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `INSERT INTO products (user_id, status, name, description, price, quantity, images,
                             offer_price, brand_id, category_id, color_id, sex_id)
       SELECT p.user_id, $2, $1, 'Plain.', p.price, 1, p.images, 0,
              (SELECT id FROM brands WHERE name = $3), p.category_id, p.color_id, p.sex_id
         FROM products p WHERE p.status = 'Available' ORDER BY p.id LIMIT 1
       RETURNING id`,
      [name, status, brand],
    );
    return rows[0]!.id;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    await t.database.pool.query(
      `INSERT INTO brands (name, image) SELECT 'Zenith', image FROM brands ORDER BY id LIMIT 1`,
    );
    t.database.lookups.invalidate();
    await addProduct('Defy Chronograph', 'Available', 'Zenith');
    await addProduct('Zenithal Lamp');
    await addProduct('Zyxwvut Qorvex', 'Submitted');
  }, 120_000);
  afterAll(() => t.close());

  it("suggests the demo brands for 'rolx', 'cartir' and 'pateck'", async () => {
    expect(await suggestion('rolx')).toBe('Rolex');
    expect(await suggestion('cartir')).toBe('Cartier');
    expect(await suggestion('pateck')).toBe('Patek Philippe');
    // The text as the search box sends it: case and surrounding spaces do not matter.
    expect(await suggestion('  ROLX ')).toBe('Rolex');
  });

  it('suggests a run of words of a product name when no brand is near', async () => {
    expect(await suggestion('submarner')).toBe('Submariner');
    expect(await suggestion('royal oac')).toBe('Royal Oak');
    expect(await suggestion('rolx submarner')).toBe('Rolex Submariner');
  });

  it('prefers a brand to a product name that is nearer still', async () => {
    // 'Zenithal' (0.73) is nearer than the brand 'Zenith' (0.55); both pass the threshold.
    expect(await suggestion('zenithall')).toBe('Zenith');
  });

  it('answers Arabic text with Arabic names', async () => {
    expect(await suggestion('رولقس')).toBe('رولكس');
    expect(await suggestion('صبمارنر')).toBe('صبمارينر');
  });

  it('suggests nothing for a text that finds products', async () => {
    for (const text of ['rolex', 'Rolex', 'Submariner', 'royal oak', 'oystersteel', 'رولكس']) {
      expect(await suggestion(text)).toBeNull();
    }
  });

  it('suggests nothing for gibberish or a text without three letters in a row', async () => {
    for (const text of ['qwxzvj', 'zzzzqqq', 'ظظظغغغ', 'zq', 'a b c', '%%%', '___']) {
      expect(await suggestion(text)).toBeNull();
    }
  });

  it('never offers a name only hidden products have, and offers it once they are public', async () => {
    expect(await suggestion('zyxwvut')).toBeNull();
    expect(await suggestion('zyxwvu qorvex')).toBeNull();
    await t.database.pool.query(`UPDATE products SET status = 'Available' WHERE name = $1`, [
      'Zyxwvut Qorvex',
    ]);
    // The text itself now finds it; a misspelling gets the name.
    expect(await suggestion('zyxwvut')).toBeNull();
    expect(await suggestion('zyxwvt qorvex')).toBe('Zyxwvut Qorvex');
  });

  it('learns the names of renamed products', async () => {
    const id = await addProduct('Plain Item');
    expect(await suggestion('quokaville')).toBeNull();
    await t.database.pool.query(`UPDATE products SET name = 'Quokkaville Clutch' WHERE id = $1`, [
      id,
    ]);
    expect(await suggestion('quokaville')).toBe('Quokkaville');
  });

  it('answers the same through the function and the cached route', async () => {
    expect(await suggestSpelling(t.database, 'cartir')).toBe('Cartier');
    const first = await call(t, {
      method: 'GET',
      url: '/api/Products/suggestSpelling.php?query=cartir',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ suggestion: 'Cartier' });
    const again = await call(t, {
      method: 'GET',
      url: '/api/Products/suggestSpelling.php?query=cartir',
    });
    expect(again.body).toBe(first.body);
  });

  it('refuses a missing, blank or too long text with a 400 that says why', async () => {
    for (const url of [
      '/api/Products/suggestSpelling.php',
      '/api/Products/suggestSpelling.php?query=',
      '/api/Products/suggestSpelling.php?query=%20%20',
    ]) {
      const res = await call(t, { method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', message: 'query is required' });
    }
    const long = await ask('r'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ status: 'error', message: 'Search text is too long' });
    expect(await suggestion('r'.repeat(100))).toBeNull();
  });
});
