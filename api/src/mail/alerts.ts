import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { favourites, products, users } from '../db/schema';
import type { MailMessage, Recipient } from './messages';
import { queueMails } from './outbox';
import { mailLanguageOf } from './recipients';

/** A product's price (fils, offer applied) and stock before a change, to compare after it. */
export interface ProductSnapshot {
  id: number;
  priceFils: number;
  quantity: number;
  status: string;
}

/** What a shopper pays for one piece, in fils: paid_price is the price with the offer applied. */
const priceFils = sql<number>`round(${products.paidPrice} * 100)::int`;

/** Statuses in which a shopper can buy a product. */
const ON_SALE = new Set(['Available', 'OnSale']);

/**
 * Reads the products' state before a change (call inside the change's transaction). The rows are
 * locked in ascending id order, as placing an order takes them, so that no other change slips in
 * between this read and the change.
 */
export async function snapshotProducts(db: Db, ids: readonly number[]): Promise<ProductSnapshot[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db
    .select({
      id: products.ProductID,
      priceFils,
      quantity: products.Quantity,
      status: products.Status,
    })
    .from(products)
    .where(inArray(products.ProductID, wanted))
    .orderBy(asc(products.ProductID))
    .for('update');
}

type Change = { kind: 'price_drop'; oldFils: number } | { kind: 'back_in_stock' };

/**
 * What a shopper is told of a product's change: back in stock when it was sold out and can be
 * bought again (which wins over a price drop at the same time); a price drop when it is cheaper
 * and can be bought. Nothing otherwise.
 */
function changeOf(
  before: ProductSnapshot,
  after: { priceFils: number; quantity: number; status: string },
): Change | undefined {
  const buyable = after.quantity > 0 && ON_SALE.has(after.status);
  if (!buyable) return undefined;
  if (before.quantity <= 0 || before.status === 'SoldOut') return { kind: 'back_in_stock' };
  if (after.priceFils < before.priceFils) return { kind: 'price_drop', oldFils: before.priceFils };
  return undefined;
}

/**
 * Compares the products with their state `before` and queues, in the same transaction, a
 * 'price_drop' or 'back_in_stock' mail to every shopper who favourited one and turned alerts on.
 */
export async function queueFavouriteAlerts(
  db: Db,
  site: string,
  before: readonly ProductSnapshot[],
): Promise<void> {
  if (before.length === 0) return;
  const ids = [...new Set(before.map((product) => product.id))];
  const now = await db
    .select({
      id: products.ProductID,
      name: products.Name,
      nameAr: products.NameAr,
      priceFils,
      quantity: products.Quantity,
      status: products.Status,
    })
    .from(products)
    .where(inArray(products.ProductID, ids));
  const changes = new Map<number, { product: (typeof now)[number]; change: Change }>();
  for (const product of now) {
    const earlier = before.find((snapshot) => snapshot.id === product.id);
    const change = earlier && changeOf(earlier, product);
    if (change) changes.set(product.id, { product, change });
  }
  if (changes.size === 0) return;
  const watchers = await db
    .select({
      productId: favourites.productId,
      userId: users.UserID,
      name: users.UserName,
      email: users.Email,
      language: users.emailLanguage,
    })
    .from(favourites)
    .innerJoin(users, eq(users.UserID, favourites.userId))
    .where(
      and(
        inArray(favourites.productId, [...changes.keys()]),
        eq(users.priceAlerts, true),
        eq(users.active, true),
      ),
    )
    .orderBy(asc(favourites.productId), asc(users.UserID));
  // One row per user and product (the favourites' key): one mail each.
  const mails = watchers.map((watcher) => {
    const { product, change } = changes.get(watcher.productId)!;
    const to: Recipient = {
      email: watcher.email,
      name: watcher.name,
      userId: watcher.userId,
      language: mailLanguageOf(watcher.language),
    };
    const named = { id: product.id, name: product.name, nameAr: product.nameAr };
    const message: MailMessage =
      change.kind === 'back_in_stock'
        ? { kind: 'back_in_stock', product: named, priceFils: product.priceFils }
        : {
            kind: 'price_drop',
            product: named,
            oldFils: change.oldFils,
            newFils: product.priceFils,
          };
    return { to, message };
  });
  if (mails.length > 0) await queueMails(db, site, mails);
}
