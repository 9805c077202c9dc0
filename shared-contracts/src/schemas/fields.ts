import { config, z } from 'zod';

// Browsers parse without compiled code: zod's probe for `new Function` breaks the pages' policy
// (no 'unsafe-eval') and is reported. Set before any schema is made: every schema file imports this.
if (typeof window !== 'undefined') config({ jitless: true });

/** Building blocks shared by the request schemas. Multipart fields arrive as strings. */

/** 'is required' when missing (undefined or null), 'must be text' when not a string. */
export const textError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? `${label} is required`
    : `${label} must be text`;

export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: textError(label) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Text that may be left out, or sent blank or as null: '' then. */
export const optionalText = (label: string, max = 500) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => value ?? '');

/**
 * Text an update may leave out (undefined: the stored value stays) or clear: sent blank or as
 * null, it is null (none).
 */
export const clearableText = (label: string, max = 500) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** The largest id a database row has (PostgreSQL integer). */
export const MAX_ROW_ID = 2_147_483_647;

/** Plain decimal text: '12', '-3', '4.50', '.5'. Not '0x1', '1e3', 'Infinity' or '1,000'. */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number as it arrives: a JSON number as it is, decimal text (multipart and query values) as
 * its number, blank text or null as missing. Anything else (true, [1], '0x1') stays as sent,
 * so the number check refuses it instead of reading it as some other number.
 */
function numberInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL_TEXT.test(text) ? Number(text) : value;
}

/** A number, 'is required' when missing and 'must be a number' when it is something else. */
const numberOf = (label: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined ? `${label} is required` : `${label} must be a number`,
  });

/** A number field read with numberInput; `rules` adds its bounds to numberOf(label). */
export function numberField<T extends z.ZodType>(label: string, rules: (number: z.ZodNumber) => T) {
  return z.preprocess(numberInput, rules(numberOf(label)));
}

const idRules = (label: string) => (number: z.ZodNumber) =>
  number
    .int({ error: `${label} must be a whole number` })
    .positive({
      // 0 is what an unchosen select sends.
      error: (issue) =>
        issue.input === 0 ? `${label} is required` : `${label} must be a positive number`,
    })
    .max(MAX_ROW_ID, { error: `${label} is too large` });

export const idField = (label: string) => numberField(label, idRules(label));

/** An id that may be left out, sent blank or sent as null. */
export const optionalIdField = (label: string) =>
  numberField(label, (number) => idRules(label)(number).optional()).optional();

export const moneyField = (label: string) =>
  numberField(label, (number) =>
    number
      .min(0, { error: `${label} cannot be negative` })
      .max(1_000_000_000, { error: `${label} is too large` }),
  );

/** An amount that may be left out, sent blank or sent as null. */
export const optionalMoneyField = (label: string) =>
  numberField(label, (number) =>
    number
      .min(0, { error: `${label} cannot be negative` })
      .max(1_000_000_000, { error: `${label} is too large` })
      .optional(),
  ).optional();

/** What a price to sell at refuses: missing, blank, 0, negative or below one fils (AED 0.01). */
export const PRICE_ABOVE_ZERO = 'Enter a price above 0';

/** At least one fils once rounded to the 2 decimals the database keeps. */
const priceRules = (label: string) => (number: z.ZodNumber) =>
  number
    .max(1_000_000_000, { error: `${label} is too large` })
    .refine((value) => Math.round(value * 100) >= 1, { error: PRICE_ABOVE_ZERO });

/** A price the shop sells at: PRICE_ABOVE_ZERO also when it is missing or blank. */
export const priceField = (label: string) =>
  z.preprocess(
    numberInput,
    priceRules(label)(
      z.number({
        error: (issue) =>
          issue.input === undefined ? PRICE_ABOVE_ZERO : `${label} must be a number`,
      }),
    ),
  );

/** A price that may be left out (or sent blank); when sent, above 0 as priceField says. */
export const optionalPriceField = (label: string) =>
  numberField(label, (number) => priceRules(label)(number).optional()).optional();

export const quantityField = (label = 'Quantity') =>
  numberField(label, (number) =>
    number
      .int({ error: `${label} must be a whole number` })
      .min(0, { error: `${label} cannot be negative` })
      .max(1_000_000, { error: `${label} is too large` }),
  );

export const percentField = (label: string) =>
  numberField(label, (number) =>
    number
      .min(0, { error: `${label} cannot be negative` })
      .max(100, { error: `${label} cannot be above 100` }),
  );

/**
 * A 1-based page number or a page size of a list query, up to `max`; `fallback` when not sent.
 * Two defaults: the outer one for a parameter left out, the inner one for a blank one ('?page=')
 * that numberInput turns into undefined.
 */
export const pagingField = (label: string, max: number, fallback: number) =>
  numberField(label, (number) =>
    number
      .int({ error: `${label} must be a whole number` })
      .min(1, { error: `${label} starts at 1` })
      .max(max, { error: `${label} must be at most ${max}` })
      .default(fallback),
  ).default(fallback);

export const emailField = z
  .string({ error: textError('Email') })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** The first problem of a failed parse, in words (what forms and the api's 400s show). */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  return issue.message;
}

/** Field -> first message map for showing errors next to inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** true/false, also as the strings a form sends ('true', 'false', '1', '0'). */
export const flagField = (label: string) =>
  z.preprocess(
    (value) =>
      value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
    z.boolean({ error: `${label} must be true or false` }),
  );
