import { z } from 'zod';
import { AuthError, problemMessage, validationFailed } from './errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: 'An email address is required' })
  .trim()
  .max(320, 'Unable to validate email address: invalid format')
  .regex(EMAIL, 'Unable to validate email address: invalid format')
  .transform((value) => value.toLowerCase());

const password = z.string({ error: 'A password is required' }).max(256, 'Password is too long');
const metadata = z.record(z.string(), z.unknown()).optional().default({});

/** Rejects phone-based calls with a clear answer: this service handles email only. */
export function refusePhone(body: unknown) {
  if (body && typeof body === 'object' && 'phone' in body && (body as { phone?: unknown }).phone) {
    throw new AuthError(
      400,
      'phone_provider_disabled',
      'Phone sign-in is not supported by this server; use email',
    );
  }
}

export const signupBody = z.object({
  email: emailField,
  password: password.min(1, 'Signup requires a valid password'),
  data: metadata,
});

export const passwordGrantBody = z.object({
  email: emailField,
  password: password.min(1, 'A password is required'),
});

export const refreshGrantBody = z.object({
  refresh_token: z.string({ error: 'A refresh token is required' }).min(1).max(512),
});

export const otpBody = z.object({
  email: emailField,
  data: metadata,
  create_user: z.boolean().optional().default(true),
});

export const recoverBody = z.object({ email: emailField });

export const VERIFY_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
] as const;
export const PHONE_TYPES = ['sms', 'phone_change'];

export const verifyBody = z.object({
  type: z.string({ error: 'Verify requires a verification type' }).max(40),
  token: z.string().trim().max(200).optional(),
  token_hash: z.string().trim().max(200).optional(),
  email: emailField.optional(),
  redirect_to: z.string().max(2048).optional(),
});

export const verifyQuery = z.object({
  token: z.string().max(200).optional(),
  type: z.string().max(40).optional(),
  redirect_to: z.string().max(2048).optional(),
});

export const redirectQuery = z.object({ redirect_to: z.string().max(2048).optional() });

export const updateUserBody = z.object({
  email: emailField.optional(),
  password: password.min(1, 'Password cannot be empty').optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  nonce: z.string().optional(),
});

export const logoutQuery = z.object({
  scope: z
    .enum(['global', 'local', 'others'], { error: 'scope must be global, local or others' })
    .default('global'),
});

export const enrollBody = z.object({
  factor_type: z.string({ error: 'factor_type is required' }),
  friendly_name: z.string().trim().max(120).optional(),
  issuer: z.string().trim().max(120).optional(),
});

export const verifyFactorBody = z.object({
  challenge_id: z.string({ error: 'challenge_id is required' }).max(64),
  code: z.string({ error: 'code is required' }).trim().max(16),
});

export const authorizeQuery = z.object({
  provider: z.string().max(40).optional(),
  redirect_to: z.string().max(2048).optional(),
  scopes: z.string().max(1000).optional(),
});

export const factorParams = z.object({ id: z.string() });

/** A JSON body: none, an empty one or `null` reads as {} (supabase-js posts some calls without one). */
const jsonBody = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? {}, schema);

export const updateUserRequestBody = jsonBody(updateUserBody);

/** Answers of a fixed shape; their keys in the handlers' order, which the serializer keeps. */
const emptyResponse = z.object({});
const settingsResponse = z.object({
  external: z.record(z.string(), z.boolean()),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
  phone_autoconfirm: z.boolean(),
  sms_provider: z.string(),
  saml_enabled: z.boolean(),
});
const challengeResponse = z.object({
  id: z.string(),
  type: z.literal('totp'),
  expires_at: z.number(),
});
const unenrollResponse = z.object({ id: z.string() });

/** The `schema` of the /auth/v1 routes (POST /token parses its own body: see there). */
export const routeSchemas = {
  signup: { body: jsonBody(signupBody), querystring: redirectQuery },
  otp: { body: jsonBody(otpBody), querystring: redirectQuery, response: { 200: emptyResponse } },
  recover: {
    body: jsonBody(recoverBody),
    querystring: redirectQuery,
    response: { 200: emptyResponse },
  },
  settings: { response: { 200: settingsResponse } },
  verify: { body: jsonBody(verifyBody) },
  /** A mailed link with a bad query still lands on the site (with an error in the fragment). */
  verifyLink: { querystring: verifyQuery.catch({}) },
  /** A bad query shows the unsupported-provider page. */
  authorize: { querystring: authorizeQuery.catch({}) },
  updateUser: { body: updateUserRequestBody, querystring: redirectQuery },
  logout: { querystring: logoutQuery },
  enrollFactor: { body: jsonBody(enrollBody) },
  challengeFactor: { params: factorParams, response: { 200: challengeResponse } },
  unenrollFactor: { params: factorParams, response: { 200: unenrollResponse } },
  verifyFactor: { params: factorParams, body: jsonBody(verifyFactorBody) },
};

/** Parses a body or query; the first problem becomes a 400 validation_failed. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw validationFailed(problemMessage(issue?.path.join('.'), issue?.message));
  }
  return result.data;
}
