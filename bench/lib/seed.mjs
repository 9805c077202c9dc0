// Fills a migrated, demo-seeded database up to N products in SQL (generate_series over the demo
// products as templates), in batches, then VACUUM ANALYZE. Runs against PostgreSQL through `pg`
// or against a stopped PGlite data directory opened in this process.
import { join } from 'node:path';

const BATCH = 50_000;
const PUBLIC = `('Available', 'OnSale', 'SoldOut')`;
// The condition of filler g, spread like the api's seed (seedCondition) and migration 0008.
const CONDITION_OF_G = `CASE WHEN (g::bigint * 2654435761) % 100 < 8 THEN 1
  WHEN (g::bigint * 2654435761) % 100 < 28 THEN 2 WHEN (g::bigint * 2654435761) % 100 < 63 THEN 3
  WHEN (g::bigint * 2654435761) % 100 < 88 THEN 4 ELSE 5 END`;

const TEMPLATES = `
  CREATE TEMP TABLE bench_templates AS
  SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, user_id, status, name, name_ar, description,
         price, quantity, images, offer_price, brand_id, category_id, color_id, sex_id
  FROM products WHERE status IN ${PUBLIC}`;

/**
 * One batch: products from+1 .. to, cycling through the templates, newest last. The ORDER BY keeps
 * them interleaved as in a real catalogue: without it the hash join hands the rows over grouped by
 * template, so each demo name filled a run of thousands of consecutive ids, and how much of the
 * index a search walked depended on where the runs of its word happened to fall.
 */
const fillBatch = (from, to) => `
  INSERT INTO products (user_id, status, name, name_ar, description, listed_at, price, quantity,
                        images, offer_price, brand_id, category_id, color_id, sex_id, condition_id)
  SELECT t.user_id, t.status, t.name || ' #' || g, t.name_ar || ' #' || g, t.description,
         now() - interval '4 days' - make_interval(mins => ${to} - g),
         t.price + (g % 97) * 10, t.quantity, t.images, t.offer_price, t.brand_id, t.category_id,
         t.color_id, t.sex_id, ${CONDITION_OF_G}
  FROM generate_series(${from + 1}, ${to}) AS g
  JOIN bench_templates t ON t.k = g % (SELECT count(*) FROM bench_templates)
  ORDER BY g`;

/**
 * @param {(sql: string) => Promise<unknown>} exec runs one statement
 * @param {(sql: string) => Promise<number>} scalar answers the first column of the first row
 * @param {(sql: string) => Promise<Record<string, string>[]>} rows answers every row
 * @param {number} target products wanted in total
 * @param {(message: string) => void} log
 */
async function fill(exec, scalar, rows, target, log) {
  const existing = await scalar('SELECT count(*)::int FROM products');
  await exec(TEMPLATES);
  const started = Date.now();
  // Bulk-load practice: the secondary indexes are dropped and built again once at the end (the
  // trigram indexes cost most to keep up row by row: a 50k batch took minutes with them).
  const indexes = await rows(`SELECT indexname, indexdef FROM pg_indexes
    WHERE schemaname = 'public' AND tablename = 'products'
      AND indexname NOT IN (SELECT conname FROM pg_constraint)`);
  for (const { indexname } of indexes) await exec(`DROP INDEX "${indexname}"`);
  for (let from = existing; from < target; from += BATCH) {
    await exec(fillBatch(from, Math.min(target, from + BATCH)));
    log(
      `  seeded ${Math.min(target, from + BATCH).toLocaleString('en')} / ${target.toLocaleString('en')}`,
    );
  }
  for (const { indexdef } of indexes) await exec(indexdef);
  log(`  rebuilt ${indexes.length} indexes`);
  await exec('DROP TABLE bench_templates');
  await exec('VACUUM ANALYZE');
  return { products: await scalar('SELECT count(*)::int FROM products'), ms: Date.now() - started };
}

/** Seeds a PostgreSQL database (the product must be stopped or idle). */
export async function seedPostgres(databaseUrl, target, log) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const exec = (sql) => client.query(sql);
    const scalar = async (sql) => Object.values((await client.query(sql)).rows[0])[0];
    const rows = async (sql) => (await client.query(sql)).rows;
    return await fill(exec, scalar, rows, target, log);
  } finally {
    await client.end();
  }
}

/** Seeds the embedded database of a stopped product (DATA_DIR/pglite). */
export async function seedPglite(dataDir, target, log) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    const exec = (sql) => db.exec(sql);
    const scalar = async (sql) => Object.values((await db.query(sql)).rows[0])[0];
    const rows = async (sql) => (await db.query(sql)).rows;
    return await fill(exec, scalar, rows, target, log);
  } finally {
    await db.close();
  }
}
