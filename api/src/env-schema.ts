import { z } from 'zod';
import { email, flag, list, oneOf, share, text, url, urlOrPath, whole } from './env-values';

/** pino's levels, LOG_LEVEL's choices. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const http = ['http', 'https'];

/**
 * Every variable the api reads, each with its type; the rest of the api reads the parsed values
 * (AppConfig.vars) and never process.env. Defaults live in config.ts. .env.example documents
 * each one (api/test/env-example.test.ts holds both lists together).
 */
export const ENV_SCHEMA = z.object({
  // Serving
  NODE_ENV: text(),
  PORT: whole(0, 65535),
  HOST: text(),
  DATA_DIR: text(),
  WEB_ROOT: text(),
  RELEASES_DIR: text(),
  RELEASE_TOKEN: text(),
  CANARY_FAILURE_RATE: share(),
  CANARY_MIN_ATTEMPTS: whole(1),
  LOG_LEVEL: oneOf(LOG_LEVELS),
  COOKIE_SECURE: flag(),
  ALLOW_INSECURE_COOKIES: flag(),
  TRUST_PROXY: flag(),
  SHUTDOWN_DELAY_MS: whole(0),
  API_DOCS: flag(),
  CSP_REPORT_ONLY: flag(),
  PAYOUT_DELAY_DAYS: whole(0, 9999),
  VAT_RATE: share(),
  SHOP_TRN: text(),
  SHOP_ADDRESS: text(),
  PUBLIC_URL: url(http),

  // Payments
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  STRIPE_API_URL: url(http),
  CARD_HOLD_MINUTES: whole(1, 24 * 60),
  PAYMENT_SWEEP_SECONDS: whole(1),

  // Shared services
  DATABASE_URL: url(['postgres', 'postgresql'], { secret: true }),
  DATABASE_POOL_SIZE: whole(1),
  REDIS_URL: url(['redis', 'rediss'], { secret: true }),
  REDIS_KEY_PREFIX: text(),
  S3_BUCKET: text(),
  S3_ENDPOINT: url(http),
  S3_PUBLIC_URL: url(http),
  AWS_REGION: text(),
  AWS_DEFAULT_REGION: text(),
  AWS_ACCESS_KEY_ID: text(),
  AWS_SECRET_ACCESS_KEY: text(),

  // The administrator seeded into an empty database
  ADMIN_EMAIL: email(),
  ADMIN_PASSWORD: text(),

  // Storefront
  REMOTES_CONFIG: text(),
  REMOTE_MFE_CATALOG_URL: urlOrPath(),
  REMOTE_MFE_CHECKOUT_URL: urlOrPath(),
  REMOTE_MFE_ACCOUNT_URL: urlOrPath(),
  REMOTE_MFE_ADMIN_URL: urlOrPath(),
  BUSINESS_PHONE: text(),
  SUPABASE_URL: url(http),
  SUPABASE_ANON_KEY: text(),

  // Limits
  LOGIN_RATE_LIMIT: whole(1),
  LOGIN_IP_RATE_LIMIT: whole(1),
  SIGNUP_RATE_LIMIT: whole(1),
  PASSWORD_RESET_EMAIL_RATE_LIMIT: whole(1),
  PASSWORD_RESET_IP_RATE_LIMIT: whole(1),

  // Hosted auth (/auth/v1) and mail
  AUTH_JWT_SECRET: text(),
  AUTH_JWT_EXPIRY: whole(1),
  AUTH_SESSION_TTL: whole(1),
  AUTH_REFRESH_REUSE_INTERVAL: whole(0),
  AUTH_OTP_EXPIRY: whole(1),
  AUTH_MFA_CHALLENGE_EXPIRY: whole(1),
  AUTH_AUTOCONFIRM: flag(),
  AUTH_ANON_KEY: list(),
  AUTH_SITE_URL: url(http),
  AUTH_REDIRECT_ALLOW_LIST: list(),
  AUTH_MAIL_FROM: text(),
  AUTH_RATE_LIMIT_WINDOW: whole(1),
  AUTH_RATE_LIMIT_SIGNIN: whole(1),
  AUTH_RATE_LIMIT_SIGNIN_EMAIL: whole(1),
  AUTH_RATE_LIMIT_SIGNUP: whole(1),
  AUTH_RATE_LIMIT_EMAIL_SENT: whole(1),
  AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: whole(1),
  AUTH_RATE_LIMIT_VERIFY: whole(1),
  AUTH_RATE_LIMIT_VERIFY_EMAIL: whole(1),
  AUTH_RATE_LIMIT_TOKEN_REFRESH: whole(1),
  SMTP_URL: url(['smtp', 'smtps'], { secret: true }),
  MAIL_POLL_MS: whole(10, 3_600_000),
  MAIL_MAX_ATTEMPTS: whole(1, 100),
  MAIL_RETRY_SECONDS: whole(1, 86_400),
  MAIL_LEASE_SECONDS: whole(2, 86_400),
  FACEBOOK_CLIENT_ID: text(),
  GOOGLE_CLIENT_ID: text(),
});

/** The variables as read: each typed, undefined when unset or blank. */
export type EnvVars = z.output<typeof ENV_SCHEMA>;

/** The names of every variable the api reads. */
export const ENV_NAMES = Object.keys(ENV_SCHEMA.shape) as (keyof EnvVars)[];

/**
 * Parses the environment; throws one Error naming every variable it cannot use, such as
 * "COOKIE_SECURE must be true or false (also 1/0, yes/no), not 'maybe'".
 */
export function readEnv(env: NodeJS.ProcessEnv): EnvVars {
  const parsed = ENV_SCHEMA.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(
    parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '),
  );
}
