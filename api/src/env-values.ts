import { z } from 'zod';

/**
 * Readers of one environment variable each. Unset and blank mean "not set" (compose passes
 * `${NAME:-}` as an empty string); any other value the reader cannot use is an issue whose
 * message completes "<NAME> ...", so the refusal names the variable and what it takes.
 */
function variable<T>(
  expected: string,
  read: (value: string) => T | undefined,
  { echo = true }: { echo?: boolean } = {},
) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const value = read(raw.trim());
      if (value !== undefined) return value;
      // A refused value is repeated unless it may hold a password (a connection URL).
      ctx.addIssue({
        code: 'custom',
        message: echo ? `must be ${expected}, not '${raw}'` : `must be ${expected}`,
      });
      return z.NEVER;
    });
}

const FLAGS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
};

/** true/false, 1/0 or yes/no, in any case. */
export const flag = () =>
  variable('true or false (also 1/0, yes/no)', (value) => FLAGS[value.toLowerCase()]);

/** A whole number from `min` (up to `max` when given). */
export const whole = (min: number, max?: number) =>
  variable(
    max === undefined ? `a whole number from ${min}` : `a whole number from ${min} to ${max}`,
    (value) => {
      const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
      return number >= min && (max === undefined || number <= max) ? number : undefined;
    },
  );

/** A share strictly between 0 and 1 ('0.1'). */
export const share = () =>
  variable('a share between 0 and 1 such as 0.1', (value) => {
    const number = /^0?\.\d+$/.test(value) ? Number(value) : NaN;
    return number > 0 && number < 1 ? number : undefined;
  });

/**
 * An absolute URL with one of `schemes` (without '://'); `secret`: it may carry a password, so
 * a refused value is not repeated in the message.
 */
export const url = (schemes: string[], { secret = false } = {}) =>
  variable(
    `a URL starting with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`,
    (value) =>
      schemes.includes(URL.parse(value)?.protocol.slice(0, -1) ?? '') ? value : undefined,
    { echo: !secret },
  );

/** An http(s) URL, or a path of this site starting with '/'. */
export const urlOrPath = () =>
  variable('an http:// or https:// URL or a path starting with /', (value) =>
    value.startsWith('/') || ['http:', 'https:'].includes(URL.parse(value)?.protocol ?? '')
      ? value
      : undefined,
  );

/** One of `choices`, in any case. */
export const oneOf = <T extends string>(choices: readonly T[]) =>
  variable(`one of ${choices.join(', ')}`, (value) =>
    choices.find((choice) => choice === value.toLowerCase()),
  );

/** An email address. */
export const email = () =>
  variable('an email address such as admin@reluxe.ae', (value) =>
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? value : undefined,
  );

/** Comma-separated values, blanks dropped. */
export const list = () =>
  variable('a comma-separated list', (value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/** Any text, kept as written (a password's spaces included). */
export const text = () =>
  z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === '' ? undefined : raw));
