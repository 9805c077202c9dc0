import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  COUPON_ERRORS,
  couponMinimumMessage,
  discountFor,
  normalizeCode,
  type DiscountLine,
  type PromotionKind,
} from '../contracts';
import type { Db } from '../db/database';
import { promotionUses, promotions } from '../db/schema';
import { HttpError } from '../http-errors';

/** A code refused for the bag or the buyer: 409 with the reason the shopper reads. */
export class CouponRefused extends HttpError {
  constructor(message: string) {
    super(409, message);
    this.name = 'CouponRefused';
  }
}

type PromotionRow = typeof promotions.$inferSelect;

/** The rule of a stored promotion, as discountFor reads it. */
export const ruleOf = (row: PromotionRow) => ({
  Kind: row.kind as PromotionKind,
  Percent: row.percent,
  MaxDiscount: row.maxDiscountFils,
  Amount: row.amountFils,
  BrandIDs: row.brandIds,
  CategoryIDs: row.categoryIds,
});

export interface CouponBag {
  /** The buyer, whose own uses count against the per-customer limit; none for a visitor. */
  userId?: number;
  lines: readonly DiscountLine[];
  /** The bag's subtotal (fils), which the minimum is checked against. */
  subtotalFils: number;
}

/**
 * Checks a code against a bag, in the order a shopper can act on: unknown or switched off,
 * ended, not started, used up, the minimum, the scope, then the buyer's own uses. With `lock`
 * the promotion's row is locked, so concurrent placements check and count one at a time.
 */
export async function checkCoupon(
  db: Db,
  code: string,
  bag: CouponBag,
  lock = false,
): Promise<{ promotion: PromotionRow; discountFils: number }> {
  const query = db
    .select()
    .from(promotions)
    .where(eq(sql`upper(${promotions.code})`, normalizeCode(code)));
  const [promotion] = lock ? await query.for('update') : await query;
  if (!promotion || !promotion.active) throw new CouponRefused(COUPON_ERRORS.unknown);
  const now = Date.now();
  if (now >= promotion.endsAt.getTime()) throw new CouponRefused(COUPON_ERRORS.expired);
  if (now < promotion.startsAt.getTime()) throw new CouponRefused(COUPON_ERRORS.notYet);
  if (promotion.usageLimit !== null && promotion.uses >= promotion.usageLimit) {
    throw new CouponRefused(COUPON_ERRORS.usedUp);
  }
  if (bag.subtotalFils < promotion.minSubtotalFils) {
    throw new CouponRefused(couponMinimumMessage(promotion.minSubtotalFils));
  }
  const discountFils = discountFor(ruleOf(promotion), bag.lines);
  if (discountFils <= 0) throw new CouponRefused(COUPON_ERRORS.notApplicable);
  if (bag.userId !== undefined && promotion.perCustomerLimit !== null) {
    const [mine] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotionUses)
      .where(
        and(
          eq(promotionUses.promotionId, promotion.id),
          eq(promotionUses.userId, bag.userId),
          isNull(promotionUses.releasedAt),
        ),
      );
    if (Number(mine?.n ?? 0) >= promotion.perCustomerLimit) {
      throw new CouponRefused(COUPON_ERRORS.alreadyUsed);
    }
  }
  return { promotion, discountFils };
}

/**
 * Takes one use of a code for an order being placed, inside its transaction: the row is locked
 * while it is checked, and the count only moves while it is under the limit, so of concurrent
 * orders at most the limit get it. Answers the discount and records the use once the order
 * exists (`record`).
 */
export async function claimCoupon(tx: Db, code: string, bag: CouponBag & { userId: number }) {
  const { promotion, discountFils } = await checkCoupon(tx, code, bag, true);
  const [counted] = await tx
    .update(promotions)
    .set({ uses: sql`${promotions.uses} + 1` })
    .where(
      and(
        eq(promotions.id, promotion.id),
        sql`(${promotions.usageLimit} IS NULL OR ${promotions.uses} < ${promotions.usageLimit})`,
      ),
    )
    .returning({ id: promotions.id });
  if (!counted) throw new CouponRefused(COUPON_ERRORS.usedUp);
  return {
    code: normalizeCode(promotion.code),
    discountFils,
    record: (orderId: number) =>
      tx.insert(promotionUses).values({
        OrderID: orderId,
        promotionId: promotion.id,
        userId: bag.userId,
        discountFils,
      }),
  };
}

/** Gives a cancelled order's use of its code back, once. */
export async function releaseCouponUse(tx: Db, orderId: number): Promise<void> {
  const [released] = await tx
    .update(promotionUses)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(promotionUses.OrderID, orderId), isNull(promotionUses.releasedAt)))
    .returning({ promotionId: promotionUses.promotionId });
  if (!released) return;
  await tx
    .update(promotions)
    .set({ uses: sql`greatest(${promotions.uses} - 1, 0)` })
    .where(eq(promotions.id, released.promotionId));
}
