import { formatAed } from './price';
import { toAed } from './order-totals';

/** How a code takes money off: a share of the pieces in its scope, or a fixed amount. */
export const PROMOTION_KINDS = ['percent', 'fixed'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** A code's state in the back-office list, computed from its dates, uses and switch. */
export const PROMOTION_STATES = ['Scheduled', 'Running', 'Ended', 'Used up', 'Off'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Why a code is refused, as the shopper reads it. */
export const COUPON_ERRORS = {
  expired: 'This code has expired.',
  notYet: 'This code is not active yet.',
  usedUp: 'This code has been used up.',
  notApplicable: 'This code does not apply to the items in your bag.',
  alreadyUsed: 'You have already used this code.',
  unknown: 'This code does not exist.',
} as const;

/** 'Spend 1,000 AED or more to use this code.' for a minimum in fils. */
export const couponMinimumMessage = (minimumFils: number) =>
  `Spend ${formatAed(toAed(minimumFils))} or more to use this code.`;

/** Codes are compared without case or surrounding spaces; they are shown in capitals. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** What a promotion takes off, as the discount rule needs it (amounts in fils). */
export interface DiscountRule {
  Kind: PromotionKind;
  /** 1 to 100, for 'percent'. */
  Percent: number | null;
  /** The most a 'percent' code takes off; null: no cap. */
  MaxDiscount: number | null;
  /** What a 'fixed' code takes off. */
  Amount: number | null;
  /** Empty: every brand (and likewise categories); else a piece in either list is in scope. */
  BrandIDs: readonly number[];
  CategoryIDs: readonly number[];
}

/** A bag line as the discount sees it: its price per piece (fils), quantity, brand and category. */
export interface DiscountLine {
  UnitPrice: number;
  Quantity: number;
  BrandID: number | null;
  CategoryID: number | null;
}

/** True when the line is in the code's scope (no scope: every line). */
export function inScope(rule: DiscountRule, line: DiscountLine): boolean {
  if (rule.BrandIDs.length === 0 && rule.CategoryIDs.length === 0) return true;
  return (
    (line.BrandID !== null && rule.BrandIDs.includes(line.BrandID)) ||
    (line.CategoryID !== null && rule.CategoryIDs.includes(line.CategoryID))
  );
}

/**
 * The discount in fils: a share (rounded half up, at most the cap) or the fixed amount, taken
 * only off the pieces in scope and never more than they cost. 0 when no piece is in scope.
 */
export function discountFor(rule: DiscountRule, lines: readonly DiscountLine[]): number {
  const eligible = lines
    .filter((line) => inScope(rule, line))
    .reduce((sum, line) => sum + line.UnitPrice * line.Quantity, 0);
  if (eligible <= 0) return 0;
  const off =
    rule.Kind === 'percent'
      ? Math.min(
          Math.round((eligible * (rule.Percent ?? 0)) / 100),
          rule.MaxDiscount ?? Number.POSITIVE_INFINITY,
        )
      : (rule.Amount ?? 0);
  return Math.max(0, Math.min(off, eligible));
}

/** The state of a code at `now`: Off, Ended, Used up, Scheduled, else Running. */
export function promotionState(
  promotion: {
    Active: boolean;
    StartsAt: string;
    EndsAt: string;
    Uses: number;
    UsageLimit: number | null;
  },
  now = Date.now(),
): PromotionState {
  if (!promotion.Active) return 'Off';
  if (now >= Date.parse(promotion.EndsAt)) return 'Ended';
  if (promotion.UsageLimit !== null && promotion.Uses >= promotion.UsageLimit) return 'Used up';
  if (now < Date.parse(promotion.StartsAt)) return 'Scheduled';
  return 'Running';
}

/** '15% off', 'up to 900 AED off' (a share with a cap) or '250 AED off': the banner's offer. */
export function discountSummary(
  rule: Pick<DiscountRule, 'Kind' | 'Percent' | 'MaxDiscount' | 'Amount'>,
): string {
  if (rule.Kind === 'fixed') return `${formatAed(toAed(rule.Amount ?? 0))} off`;
  if (rule.MaxDiscount !== null) return `up to ${formatAed(toAed(rule.MaxDiscount))} off`;
  return `${rule.Percent ?? 0}% off`;
}
