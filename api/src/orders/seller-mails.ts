import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { products, users } from '../db/schema';
import { recipientById, recipientColumns, recipientOf } from '../mail/recipients';
import type { Mail } from './mails';

/** The submitter's mail once their item is reviewed: on sale (approved) or not accepted. */
export async function reviewMails(
  db: Db,
  review: { sellerId: number; productId: number; approved: boolean },
): Promise<Mail[]> {
  const to = await recipientById(db, review.sellerId);
  const [product] = await db
    .select({ id: products.ProductID, name: products.Name, nameAr: products.NameAr })
    .from(products)
    .where(eq(products.ProductID, review.productId));
  if (!to || !product) return [];
  return [
    {
      to,
      message: review.approved
        ? { kind: 'item_approved', product }
        : { kind: 'item_ignored', itemName: product.name },
    },
  ];
}

/** One 'payout_paid' per seller: the sum of their paid sales (fils) and the pieces sold. */
export async function payoutMails(
  db: Db,
  paid: readonly { sellerId: number; payoutFils: number; pieces: number }[],
): Promise<Mail[]> {
  const totals = new Map<number, { amountFils: number; items: number }>();
  for (const sale of paid) {
    const total = totals.get(sale.sellerId) ?? { amountFils: 0, items: 0 };
    total.amountFils += sale.payoutFils;
    total.items += sale.pieces;
    totals.set(sale.sellerId, total);
  }
  if (totals.size === 0) return [];
  const sellers = await db
    .select(recipientColumns)
    .from(users)
    .where(inArray(users.UserID, [...totals.keys()]))
    .orderBy(users.UserID);
  return sellers.flatMap((row) => {
    const to = recipientOf(row);
    const total = totals.get(row.recipientId);
    return to && total ? [{ to, message: { kind: 'payout_paid' as const, ...total } }] : [];
  });
}
