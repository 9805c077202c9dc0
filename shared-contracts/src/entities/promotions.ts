import type { DiscountRule, PromotionState } from '../rules/promotions';

/** A coupon code as the back-office lists and edits it (Promotions/showpromotion_page.php). */
export interface Promotion extends DiscountRule {
  PromotionID: number;
  /** In capitals; unique without case. */
  Code: string;
  /** The home banner's title when featured ('HOTTEST SALE OF THE YEAR'); may be ''. */
  Headline: string;
  /** The least the bag's subtotal must reach (fils); 0: none. */
  MinSubtotal: number;
  /** ISO timestamps; the back-office enters them in Asia/Dubai. */
  StartsAt: string;
  EndsAt: string;
  /** Orders that may use the code in all; null: no limit. */
  UsageLimit: number | null;
  /** Orders one customer may place with it; null: no limit. */
  PerCustomerLimit: number | null;
  Active: boolean;
  /** Shown on the home page's banner while running. */
  Featured: boolean;
  /** Placed orders using it now (a cancelled order gives its use back). */
  Uses: number;
  State: PromotionState;
}

/** Promotions/getFeatured.php: the running promotion the home banner shows, or null. */
export interface FeaturedPromotion extends Pick<
  DiscountRule,
  'Kind' | 'Percent' | 'MaxDiscount' | 'Amount'
> {
  Code: string;
  Headline: string;
  /** ISO: the banner counts down to it and disappears then. */
  EndsAt: string;
}

/** A code applied to a bag's totals: its discount in fils. */
export interface AppliedCoupon {
  Code: string;
  Discount: number;
}
