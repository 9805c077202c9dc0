import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { products } from '../schema';
import { ITEMS, itemNameAr } from './catalogue';
import { seedCondition } from './plan-products';

const BATCH = 2000;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Adds `count` products for benchmarks in batches (one big PGlite transaction peaks near 1 GB),
 * reusing the seed's images, then VACUUM ANALYZE so the planner knows the new size.
 */
export async function bulkFillProducts(database: Database, count: number, log = console.log) {
  const { db, pool } = database;
  const lookups = await pool.query(`
    SELECT (SELECT array_agg(id ORDER BY id) FROM brands) AS brands,
           (SELECT array_agg(id ORDER BY id) FROM categories) AS categories,
           (SELECT array_agg(id ORDER BY id) FROM colors) AS colors,
           (SELECT array_agg(id ORDER BY id) FROM sexes) AS genders,
           (SELECT id FROM users WHERE role_id = 1 ORDER BY id LIMIT 1) AS owner`);
  const ids = lookups.rows[0] as Record<string, number[]> & { owner: number };
  const imageRows = await pool.query(
    `SELECT DISTINCT images FROM products WHERE cardinality(images) > 0 LIMIT 12`,
  );
  const images = imageRows.rows.map((row: { images: string[] }) => row.images);
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const start = Date.now() - 365 * DAY;
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const rows = Array.from({ length: size }, (_, k) => {
      const i = done + k;
      const template = pick(ITEMS, i * 7);
      const quantity = i % 11 === 0 ? 0 : 1 + (i % 6);
      const offer = i % 7 === 0 ? 10 + (i % 4) * 5 : 0;
      // A third of the items of a template with an Arabic name have it (about a sixth of all).
      const nameAr = i % 3 === 0 ? itemNameAr(template) : null;
      return {
        UserID: ids.owner,
        Status: quantity === 0 ? 'SoldOut' : offer > 0 ? 'OnSale' : 'Available',
        Name: `${template.brand} ${template.name} #${i + 1}`,
        NameAr: nameAr && `${nameAr} #${i + 1}`,
        Description: template.description,
        listedAt: new Date(start + Math.floor((i / count) * 360 * DAY)),
        Price: template.price + (i % 97) * 10,
        Quantity: quantity,
        images: images.length ? pick(images, i) : [],
        OfferPrice: offer,
        BrandID: pick(ids.brands!, i),
        CategoireID: pick(ids.categories!, i * 3),
        Color_ID: pick(ids.colors!, i * 5),
        SexID: pick(ids.genders!, i),
        ConditionID: seedCondition(i + 1),
      };
    });
    await db.insert(products).values(rows);
    if ((done / BATCH) % 10 === 0) log(`inserted ${done + size} of ${count} products`);
  }
  await db.execute(sql`VACUUM ANALYZE`);
  log(`done: ${count} products added`);
}
