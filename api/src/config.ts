import path from 'node:path';
import { CANARY_ROLLBACK_DEFAULTS } from 'shared-contracts/server';
import { DEFAULT_CARD_HOLD_MINUTES, DEFAULT_VAT_RATE, PAYOUT_DELAY_DAYS } from './contracts';
import { readEnv, type EnvVars } from './env-schema';

/** Everything the api reads from the environment, resolved once. */
export interface AppConfig {
  /** Port the api listens on (PORT; 0: any free port). */
  port: number;
  /** Interface the api listens on (HOST). */
  host: string;
  /** Repository root: shell/dist, <remote>/dist live under it. */
  webRoot: string;
  releasesDir: string;
  dataDir: string;
  uploadsDir: string;
  /** Path of the JSON file layered over the remotes config (re-read when it changes). */
  remotesConfigFile: string;
  /** PostgreSQL URL; undefined means the embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** PostgreSQL connections per instance (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  adminEmail: string;
  adminPassword: string;
  /** Secure cookies (set when served over https, e.g. NODE_ENV=production behind TLS). */
  secureCookies: boolean;
  /** Production may run without secure cookies (ALLOW_INSECURE_COOKIES: plain-HTTP trials). */
  allowInsecureCookies: boolean;
  /** Trust the X-Forwarded-* headers of a proxy in front (TRUST_PROXY). */
  trustProxy: boolean;
  /** Failed sign-in attempts per address + email within 15 minutes before 429 (LOGIN_RATE_LIMIT). */
  loginRateLimit: number;
  /** Sign-in requests of any outcome per minute and address (LOGIN_IP_RATE_LIMIT). */
  loginIpRateLimit: number;
  /** Sign-up requests per minute and address (SIGNUP_RATE_LIMIT). */
  signupRateLimit: number;
  /** Password-reset links asked for one email per hour (PASSWORD_RESET_EMAIL_RATE_LIMIT). */
  passwordResetEmailRateLimit: number;
  /** Password-reset links asked for from one address per hour (PASSWORD_RESET_IP_RATE_LIMIT). */
  passwordResetIpRateLimit: number;
  /** S3-compatible object storage for uploads (S3_BUCKET set); undefined: the local uploadsDir. */
  s3?: S3Config;
  /** Redis for the rate limits shared by every instance (REDIS_URL); undefined: in memory. */
  redisUrl?: string;
  /** Prefix of every Redis key this api writes (REDIS_KEY_PREFIX), so deployments can share one Redis. */
  redisKeyPrefix: string;
  logLevel: string;
  /** NODE_ENV=production: published secrets refused, no demo data, no development mailbox. */
  production: boolean;
  /** How long /api/ready answers 503 on SIGTERM before the server closes (SHUTDOWN_DELAY_MS). */
  shutdownDelayMs: number;
  /** Days after delivery before a seller's sale is payable (PAYOUT_DELAY_DAYS; 0 pays on delivery). */
  payoutDelayDays: number;
  /** VAT included in prices and shipping, as a share (VAT_RATE; 0.05). */
  vatRate: number;
  /** The shop's tax registration number (SHOP_TRN); a demo one outside production, else none. */
  shopTrn?: string;
  /** The shop's address printed on tax invoices (SHOP_ADDRESS). */
  shopAddress: string;
  /** The storefront's public origin for links sent away (PUBLIC_URL); unset: the request's own. */
  publicUrl?: string;
  /** Card payments through Stripe, when both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
  stripe?: StripeConfig;
  /** Minutes a card order holds its pieces while the buyer pays (CARD_HOLD_MINUTES). */
  cardHoldMinutes: number;
  /** Seconds between two looks for card holds that ran out (PAYMENT_SWEEP_SECONDS). */
  paymentSweepSeconds: number;
  /** Serve the API docs (/api/docs) in production too (API_DOCS=true); always served otherwise. */
  apiDocs: boolean;
  /** Bearer token that may register and activate releases (RELEASE_TOKEN); undefined: off. */
  releaseToken?: string;
  /** A canary is rolled back when more than this share of its mounts fail (CANARY_FAILURE_RATE). */
  canaryFailureRate: number;
  /** Mount attempts a canary needs before its failure rate counts (CANARY_MIN_ATTEMPTS). */
  canaryMinAttempts: number;
  /** The From of every mail (AUTH_MAIL_FROM). */
  mailFrom: string;
  /** SMTP server the outbox sends through (SMTP_URL); unset: the development mailbox. */
  smtpUrl?: string;
  /** Milliseconds between two looks at the mail outbox (MAIL_POLL_MS). */
  mailPollMs: number;
  /** Tries of a mail before it is Failed (MAIL_MAX_ATTEMPTS). */
  mailMaxAttempts: number;
  /** Wait before the first retry of a mail; doubled after each failure (MAIL_RETRY_SECONDS). */
  mailRetrySeconds: number;
  /** How long a worker holds a mail it sends before another may take it (MAIL_LEASE_SECONDS). */
  mailLeaseSeconds: number;
  /** Every variable as parsed (env-schema.ts): the only way the api reads the environment. */
  vars: EnvVars;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (STRIPE_API_URL): a stand-in server in tests. */
  apiUrl?: string;
}

function stripeFrom(vars: EnvVars): StripeConfig | undefined {
  if (!vars.STRIPE_SECRET_KEY || !vars.STRIPE_WEBHOOK_SECRET) return undefined;
  return {
    secretKey: vars.STRIPE_SECRET_KEY,
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
    apiUrl: vars.STRIPE_API_URL,
  };
}

export interface S3Config {
  bucket: string;
  /** Any S3-compatible endpoint (path-style addressing); undefined: AWS itself. */
  endpoint?: string;
  /** Base URL browsers load images from (a CDN); undefined: the api streams each object. */
  publicUrl?: string;
  region: string;
  /** Unset: the AWS SDK's default credential chain (instance roles, profiles). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

function s3From(vars: EnvVars): S3Config | undefined {
  if (!vars.S3_BUCKET) return undefined;
  return {
    bucket: vars.S3_BUCKET,
    endpoint: vars.S3_ENDPOINT,
    publicUrl: vars.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    region: vars.AWS_REGION ?? vars.AWS_DEFAULT_REGION ?? 'us-east-1',
    accessKeyId: vars.AWS_ACCESS_KEY_ID,
    secretAccessKey: vars.AWS_SECRET_ACCESS_KEY,
  };
}

/** A made-up TRN for development and tests; production sets SHOP_TRN. */
export const DEMO_SHOP_TRN = '100000000000003';
export const DEMO_SHOP_ADDRESS = 'Dubai, United Arab Emirates';

export const DEFAULT_MAIL_FROM = 'Reluxe <no-reply@reluxe.ae>';

export const DEFAULT_ADMIN_EMAIL = 'admin@reluxe.ae';
export const DEFAULT_ADMIN_PASSWORD = 'ReluxeAdmin#2026';

/** Reads the environment; throws (the api refuses to start) on a value it cannot use. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const vars = readEnv(env);
  const webRoot = path.resolve(vars.WEB_ROOT ?? path.resolve(__dirname, '..', '..'));
  const dataDir = path.resolve(
    overrides.dataDir ?? vars.DATA_DIR ?? path.join(process.cwd(), 'data'),
  );
  return {
    port: vars.PORT ?? 3000,
    host: vars.HOST ?? '0.0.0.0',
    webRoot,
    releasesDir: path.resolve(vars.RELEASES_DIR ?? path.join(webRoot, 'releases')),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    remotesConfigFile: path.resolve(
      vars.REMOTES_CONFIG ?? path.join(dataDir, 'remotes.config.json'),
    ),
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE ?? 10,
    adminEmail: vars.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL,
    adminPassword: vars.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    secureCookies: vars.COOKIE_SECURE ?? false,
    allowInsecureCookies: vars.ALLOW_INSECURE_COOKIES ?? false,
    trustProxy: vars.TRUST_PROXY ?? false,
    loginRateLimit: vars.LOGIN_RATE_LIMIT ?? 10,
    loginIpRateLimit: vars.LOGIN_IP_RATE_LIMIT ?? 300,
    signupRateLimit: vars.SIGNUP_RATE_LIMIT ?? 60,
    passwordResetEmailRateLimit: vars.PASSWORD_RESET_EMAIL_RATE_LIMIT ?? 5,
    passwordResetIpRateLimit: vars.PASSWORD_RESET_IP_RATE_LIMIT ?? 20,
    s3: s3From(vars),
    redisUrl: vars.REDIS_URL,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX ?? 'reluxe:',
    logLevel: vars.LOG_LEVEL ?? 'info',
    production: vars.NODE_ENV === 'production',
    shutdownDelayMs: vars.SHUTDOWN_DELAY_MS ?? 0,
    apiDocs: vars.API_DOCS ?? false,
    releaseToken: vars.RELEASE_TOKEN,
    canaryFailureRate: vars.CANARY_FAILURE_RATE ?? CANARY_ROLLBACK_DEFAULTS.failureRate,
    canaryMinAttempts: vars.CANARY_MIN_ATTEMPTS ?? CANARY_ROLLBACK_DEFAULTS.minAttempts,
    payoutDelayDays: vars.PAYOUT_DELAY_DAYS ?? PAYOUT_DELAY_DAYS,
    vatRate: vars.VAT_RATE ?? DEFAULT_VAT_RATE,
    shopTrn: vars.SHOP_TRN ?? (vars.NODE_ENV === 'production' ? undefined : DEMO_SHOP_TRN),
    shopAddress: vars.SHOP_ADDRESS ?? DEMO_SHOP_ADDRESS,
    publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, ''),
    stripe: stripeFrom(vars),
    cardHoldMinutes: vars.CARD_HOLD_MINUTES ?? DEFAULT_CARD_HOLD_MINUTES,
    paymentSweepSeconds: vars.PAYMENT_SWEEP_SECONDS ?? 60,
    mailFrom: vars.AUTH_MAIL_FROM ?? DEFAULT_MAIL_FROM,
    smtpUrl: vars.SMTP_URL,
    mailPollMs: vars.MAIL_POLL_MS ?? 1000,
    mailMaxAttempts: vars.MAIL_MAX_ATTEMPTS ?? 8,
    mailRetrySeconds: vars.MAIL_RETRY_SECONDS ?? 30,
    mailLeaseSeconds: vars.MAIL_LEASE_SECONDS ?? 300,
    vars,
    ...overrides,
  };
}
