import { normalizeCode, type Promotion, type PromotionKind } from 'shared-contracts';
import { fieldErrors, promotionSchema } from 'shared-contracts/schemas';
import { dubaiInputOf, isoFromDubaiInput } from './dubai-time';

/** The promotion form's values as the inputs hold them: amounts in AED, times on Dubai's clock. */
export interface PromotionDraft {
  /** null while adding. */
  PromotionID: number | null;
  Code: string;
  Headline: string;
  Kind: PromotionKind;
  Percent: string;
  MaxDiscount: string;
  Amount: string;
  MinSubtotal: string;
  StartsAt: string;
  EndsAt: string;
  UsageLimit: string;
  PerCustomerLimit: string;
  BrandIDs: number[];
  CategoryIDs: number[];
  Active: boolean;
  Featured: boolean;
}

/** The JSON body of Promotions/addPromotion.php (amounts in fils, null: none). */
export interface PromotionBody {
  Code: string;
  Headline: string;
  Kind: PromotionKind;
  Percent: number | string | null;
  MaxDiscount: number | string | null;
  Amount: number | string | null;
  MinSubtotal: number | string | null;
  StartsAt: string;
  EndsAt: string;
  UsageLimit: number | string | null;
  PerCustomerLimit: number | string | null;
  BrandIDs: number[];
  CategoryIDs: number[];
  Active: boolean;
  Featured: boolean;
}

export const blankPromotion = (): PromotionDraft => ({
  PromotionID: null,
  Code: '',
  Headline: '',
  Kind: 'percent',
  Percent: '',
  MaxDiscount: '',
  Amount: '',
  MinSubtotal: '',
  StartsAt: '',
  EndsAt: '',
  UsageLimit: '',
  PerCustomerLimit: '',
  BrandIDs: [],
  CategoryIDs: [],
  Active: true,
  Featured: false,
});

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Fils as AED text; 0 and none are a blank field. */
const aedText = (fils: number | null | undefined) => (fils ? String(fils / 100) : '');

export const promotionDraftOf = (promotion: Promotion): PromotionDraft => ({
  PromotionID: promotion.PromotionID,
  Code: promotion.Code,
  Headline: promotion.Headline ?? '',
  Kind: promotion.Kind,
  Percent: text(promotion.Percent),
  MaxDiscount: aedText(promotion.MaxDiscount),
  Amount: aedText(promotion.Amount),
  MinSubtotal: aedText(promotion.MinSubtotal),
  StartsAt: dubaiInputOf(promotion.StartsAt),
  EndsAt: dubaiInputOf(promotion.EndsAt),
  UsageLimit: text(promotion.UsageLimit),
  PerCustomerLimit: text(promotion.PerCustomerLimit),
  BrandIDs: [...(promotion.BrandIDs ?? [])],
  CategoryIDs: [...(promotion.CategoryIDs ?? [])],
  Active: promotion.Active,
  Featured: promotion.Featured,
});

/** A typed number; blank is null (none), what is not a number goes as typed for the check. */
function numberOf(value: string): number | string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** AED as typed, in fils (x100, to the nearest fil). */
function filsOf(value: string): number | string | null {
  const aed = numberOf(value);
  return typeof aed === 'number' ? Math.round(aed * 100) : aed;
}

/** The body to send: only the kind's own amounts, the code in capitals, times with '+04:00'. */
export function promotionBodyOf(draft: PromotionDraft): PromotionBody {
  const percent = draft.Kind === 'percent';
  return {
    Code: normalizeCode(draft.Code),
    Headline: draft.Headline.trim(),
    Kind: draft.Kind,
    Percent: percent ? numberOf(draft.Percent) : null,
    MaxDiscount: percent ? filsOf(draft.MaxDiscount) : null,
    Amount: percent ? null : filsOf(draft.Amount),
    MinSubtotal: filsOf(draft.MinSubtotal),
    StartsAt: isoFromDubaiInput(draft.StartsAt),
    EndsAt: isoFromDubaiInput(draft.EndsAt),
    UsageLimit: numberOf(draft.UsageLimit),
    PerCustomerLimit: numberOf(draft.PerCustomerLimit),
    BrandIDs: [...draft.BrandIDs],
    CategoryIDs: [...draft.CategoryIDs],
    Active: draft.Active,
    Featured: draft.Featured,
  };
}

/** The api's messages for the draft, by field ({} when it would be accepted). */
export function promotionErrors(draft: PromotionDraft): Record<string, string> {
  const result = promotionSchema.safeParse(promotionBodyOf(draft));
  return result.success ? {} : fieldErrors(result.error);
}
