import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  normalizeCode,
  promotionState,
  type FeaturedPromotion,
  type PageResponse,
  type Promotion,
  type PromotionFields,
} from '../contracts';
import type { Db } from '../db/database';
import { promotions } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../http-errors';
import { ruleOf } from './coupons';

type PromotionRow = typeof promotions.$inferSelect;

/** A stored promotion as the back-office reads it, with its state now. */
export function promotionOf(row: PromotionRow): Promotion {
  const dates = { StartsAt: row.startsAt.toISOString(), EndsAt: row.endsAt.toISOString() };
  const fields = {
    ...ruleOf(row),
    PromotionID: row.id,
    Code: normalizeCode(row.code),
    Headline: row.headline,
    MinSubtotal: row.minSubtotalFils,
    ...dates,
    UsageLimit: row.usageLimit,
    PerCustomerLimit: row.perCustomerLimit,
    Active: row.active,
    Featured: row.featured,
    Uses: row.uses,
  };
  return { ...fields, State: promotionState(fields) };
}

/** The back-office list: newest first. */
export async function promotionPage(
  db: Db,
  query: { page: number; limit: number },
): Promise<PageResponse<Promotion>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .orderBy(desc(promotions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(promotions),
  ]);
  return { data: rows.map(promotionOf), total: counted?.n ?? 0 };
}

/** The columns of a promotion from the back-office's form (amounts in fils). */
function columnsOf(input: PromotionFields) {
  const percent = input.Kind === 'percent';
  return {
    code: normalizeCode(input.Code),
    headline: input.Headline,
    kind: input.Kind,
    percent: percent ? (input.Percent ?? null) : null,
    maxDiscountFils: percent ? (input.MaxDiscount ?? null) : null,
    amountFils: percent ? null : (input.Amount ?? null),
    minSubtotalFils: input.MinSubtotal ?? 0,
    startsAt: new Date(input.StartsAt),
    endsAt: new Date(input.EndsAt),
    usageLimit: input.UsageLimit ?? null,
    perCustomerLimit: input.PerCustomerLimit ?? null,
    brandIds: [...new Set(input.BrandIDs)],
    categoryIds: [...new Set(input.CategoryIDs)],
    active: input.Active,
    featured: input.Featured,
  };
}

const codeTaken = (code: string) =>
  new HttpError(409, `A promotion with the code ${normalizeCode(code)} exists`);

export async function addPromotion(db: Db, input: PromotionFields): Promise<number> {
  try {
    const [row] = await db
      .insert(promotions)
      .values(columnsOf(input))
      .returning({ id: promotions.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.Code);
    throw error;
  }
}

export async function updatePromotion(db: Db, id: number, input: PromotionFields): Promise<void> {
  try {
    const [row] = await db
      .update(promotions)
      .set(columnsOf(input))
      .where(eq(promotions.id, id))
      .returning({ id: promotions.id });
    if (!row) throw new HttpError(404, `No promotion with id ${id}`);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.Code);
    throw error;
  }
}

/** The running featured promotion the home banner shows: the one ending first; null if none. */
export async function featuredPromotion(db: Db): Promise<FeaturedPromotion | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        eq(promotions.featured, true),
        lte(promotions.startsAt, sql`now()`),
        gt(promotions.endsAt, sql`now()`),
        sql`(${promotions.usageLimit} IS NULL OR ${promotions.uses} < ${promotions.usageLimit})`,
      ),
    )
    .orderBy(asc(promotions.endsAt))
    .limit(1);
  if (!row) return null;
  const rule = ruleOf(row);
  return {
    Code: normalizeCode(row.code),
    Headline: row.headline,
    Kind: rule.Kind,
    Percent: rule.Percent,
    MaxDiscount: rule.MaxDiscount,
    Amount: rule.Amount,
    EndsAt: row.endsAt.toISOString(),
  };
}
