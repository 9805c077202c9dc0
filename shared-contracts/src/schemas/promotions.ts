import { z } from 'zod';
import { PAGE_SIZES } from '../constants/timings';
import { PROMOTION_KINDS } from '../rules/promotions';
import { flagField as flag, idField, numberField, optionalText, pagingField } from './fields';

/** The largest amount a promotion takes: 1,000,000 AED in fils. */
const MAX_PROMOTION_FILS = 100_000_000;

const wholeFils = (label: string, min: number) => (number: z.ZodNumber) =>
  number
    .int({ error: `${label} must be a whole number of fils` })
    .min(min, { error: min > 0 ? `${label} must be above 0` : `${label} cannot be negative` })
    .max(MAX_PROMOTION_FILS, { error: `${label} is too large` });

/** An amount in fils that may be left out, blank or null. */
const optionalFils = (label: string, min: number) =>
  numberField(label, (number) => wholeFils(label, min)(number).optional()).optional();

/** A count of orders, 1 or more, that may be left out (no limit). */
const optionalLimit = (label: string) =>
  numberField(label, (number) =>
    number
      .int({ error: `${label} must be a whole number` })
      .min(1, { error: `${label} must be at least 1` })
      .max(1_000_000, { error: `${label} is too large` })
      .optional(),
  ).optional();

/** A date and time with its offset ('2026-12-31T23:59:59+04:00'). */
const moment = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .refine((value) => !Number.isNaN(Date.parse(value)), {
      error: `${label} must be a date and time`,
    });

const ids = (label: string) =>
  z
    .array(idField(label), { error: `${label} must be a list of ids` })
    .max(200)
    .default([]);

/**
 * Promotions/addPromotion.php: a coupon code. Percent (1 to 100, with an optional MaxDiscount)
 * or a fixed Amount; amounts in fils; the end after the start.
 */
export const promotionSchema = z
  .object({
    Code: z
      .string({ error: 'Code is required' })
      .trim()
      .min(1, { error: 'Code is required' })
      .max(40, { error: 'Code is too long' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'Code may hold letters, digits, - and _ only' }),
    Headline: optionalText('Headline', 80),
    Kind: z.enum(PROMOTION_KINDS, { error: 'Kind must be percent or fixed' }),
    Percent: numberField('Percent', (number) =>
      number
        .int({ error: 'Percent must be a whole number' })
        .min(1, { error: 'Percent must be at least 1' })
        .max(100, { error: 'Percent cannot be above 100' })
        .optional(),
    ).optional(),
    MaxDiscount: optionalFils('Maximum discount', 1),
    Amount: optionalFils('Amount', 1),
    MinSubtotal: optionalFils('Minimum subtotal', 0),
    StartsAt: moment('Start'),
    EndsAt: moment('End'),
    UsageLimit: optionalLimit('Usage limit'),
    PerCustomerLimit: optionalLimit('Per-customer limit'),
    BrandIDs: ids('Brands'),
    CategoryIDs: ids('Categories'),
    Active: flag('Active').default(true),
    Featured: flag('Featured on the home page').default(false),
  })
  .superRefine((value, context) => {
    if (value.Kind === 'percent' && value.Percent === undefined) {
      context.addIssue({ code: 'custom', path: ['Percent'], message: 'Percent is required' });
    }
    if (value.Kind === 'fixed' && value.Amount === undefined) {
      context.addIssue({ code: 'custom', path: ['Amount'], message: 'Amount is required' });
    }
    if (Date.parse(value.EndsAt) <= Date.parse(value.StartsAt)) {
      context.addIssue({
        code: 'custom',
        path: ['EndsAt'],
        message: 'End must be after the start',
      });
    }
  });
export type PromotionInput = z.input<typeof promotionSchema>;
/** A promotion as the api reads it once checked (defaults filled in). */
export type PromotionFields = z.output<typeof promotionSchema>;

/** Promotions/updatePromotion.php: the whole code again, by its id. */
export const promotionUpdateSchema = z.intersection(
  z.object({ PromotionID: idField('PromotionID') }),
  promotionSchema,
);
export type PromotionUpdate = z.input<typeof promotionUpdateSchema>;

/** Promotions/showpromotion_page.php: 1-based pages, newest first. */
export const promotionPageQuerySchema = z.object({
  page: pagingField('page', 1_000_000, 1),
  limit: pagingField('limit', 100, PAGE_SIZES.orders),
});
export type PromotionPageQuery = z.input<typeof promotionPageQuerySchema>;

/** The coupon field of the bag, checkout and Orders/addOrder.php: a code, or nothing. */
export const couponField = optionalText('Coupon', 40);
