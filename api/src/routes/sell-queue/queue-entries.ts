import { desc, eq } from 'drizzle-orm';
import { conditionLabel, type QueueEntry } from '../../contracts';
import type { Db } from '../../db/database';
import { brands, categories, colours, products, users, sellQueue } from '../../db/schema';

/** Queue entries with the seller's name and the item's details. */
export async function queueEntries(db: Db, queueId?: number): Promise<QueueEntry[]> {
  const query = db
    .select({
      QueueID: sellQueue.QueueID,
      UserID: sellQueue.UserID,
      UserName: users.UserName,
      ProductID: products.ProductID,
      ProductName: products.Name,
      productDescription: products.Description,
      BrandName: brands.Name,
      CategoryName: categories.Name,
      ColorName: colours.Name,
      ConditionID: products.ConditionID,
      Quantity: products.Quantity,
      Price: products.Price,
      images: products.images,
    })
    .from(sellQueue)
    .innerJoin(products, eq(products.ProductID, sellQueue.ProductID))
    .innerJoin(users, eq(users.UserID, sellQueue.UserID))
    .leftJoin(brands, eq(brands.BrandID, products.BrandID))
    .leftJoin(categories, eq(categories.CategoireID, products.CategoireID))
    .leftJoin(colours, eq(colours.Color_ID, products.Color_ID));
  const rows = await (queueId === undefined
    ? query.orderBy(desc(sellQueue.QueueID)).limit(1000)
    : query.where(eq(sellQueue.QueueID, queueId)));
  return rows.map(({ images, ...row }) => ({
    ...row,
    BrandName: row.BrandName ?? '',
    CategoryName: row.CategoryName ?? '',
    ColorName: row.ColorName ?? '',
    Condition: conditionLabel(row.ConditionID),
    Price: Number(row.Price),
    Image: images,
  }));
}
