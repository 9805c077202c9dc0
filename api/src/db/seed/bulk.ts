import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { brands, categories, colours, genders, products, users } from '../schema';
import { ITEMS, itemNameAr } from './catalogue';
import { seedCondition } from './plan-products';

const BATCH = 2000;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Adds `count` products for benchmarks in batches (one big PGlite transaction peaks near 1 GB),
 * reusing the seed's images, then VACUUM ANALYZE so the planner knows the new size.
 */
export async function bulkFillProducts(database: Database, count: number, log = console.log) {
  const { db } = database;
  const idsOf = (id: AnyPgColumn<{ data: number }>) =>
    db
      .select({ id })
      .from(id.table)
      .orderBy(id)
      .then((rows) => rows.map((row) => row.id));
  const [brandIds, categoryIds, colourIds, genderIds, [owner], imageRows] = await Promise.all([
    idsOf(brands.BrandID),
    idsOf(categories.CategoireID),
    idsOf(colours.Color_ID),
    idsOf(genders.SexID),
    db
      .select({ id: users.UserID })
      .from(users)
      .where(eq(users.RoleID, 1))
      .orderBy(users.UserID)
      .limit(1),
    db
      .selectDistinct({ images: products.images })
      .from(products)
      .where(sql`cardinality(${products.images}) > 0`)
      .limit(12),
  ]);
  const images = imageRows.map((row) => row.images);
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
        UserID: owner?.id ?? null,
        Status: quantity === 0 ? 'SoldOut' : offer > 0 ? 'OnSale' : 'Available',
        Name: `${template.brand} ${template.name} #${i + 1}`,
        NameAr: nameAr && `${nameAr} #${i + 1}`,
        Description: template.description,
        listedAt: new Date(start + Math.floor((i / count) * 360 * DAY)),
        Price: template.price + (i % 97) * 10,
        Quantity: quantity,
        images: images.length ? pick(images, i) : [],
        OfferPrice: offer,
        BrandID: pick(brandIds, i),
        CategoireID: pick(categoryIds, i * 3),
        Color_ID: pick(colourIds, i * 5),
        SexID: pick(genderIds, i),
        ConditionID: seedCondition(i + 1),
      };
    });
    await db.insert(products).values(rows);
    if ((done / BATCH) % 10 === 0) log(`inserted ${done + size} of ${count} products`);
  }
  // VACUUM is a utility command, outside drizzle's query builders.
  await db.execute(sql`VACUUM ANALYZE`);
  log(`done: ${count} products added`);
}
