import { z } from 'zod';

/** Building blocks shared by the request schemas. Multipart fields arrive as strings: coerce. */

export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const optionalText = (label: string, max = 500) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .default('');

/** The largest id a database row has (PostgreSQL integer). */
export const MAX_ROW_ID = 2_147_483_647;

export const idField = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .positive({ error: `${label} is required` })
    .max(MAX_ROW_ID, { error: `${label} is too large` });

export const optionalIdField = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idField(label).optional(),
  );

export const moneyField = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(1_000_000_000, { error: `${label} is too large` })
    .refine(Number.isFinite, { error: `${label} must be a number` });

export const quantityField = (label = 'Quantity') =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(1_000_000, { error: `${label} is too large` });

export const percentField = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(100, { error: `${label} cannot be above 100` });

export const emailField = z
  .string({ error: 'Email is required' })
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
