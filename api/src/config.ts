import path from 'node:path';
import { CANARY_ROLLBACK_DEFAULTS } from 'shared-contracts/src/remotes/release-rules';
import { PAYOUT_DELAY_DAYS } from './contracts';

/** Everything the api reads from the environment, resolved once. */
export interface AppConfig {
  /** Repository root: shell/dist, <remote>/dist live under it. */
  webRoot: string;
  releasesDir: string;
  dataDir: string;
  uploadsDir: string;
  /** Path of the JSON file layered over the remotes config (re-read when it changes). */
  remotesConfigFile: string;
  /** PostgreSQL URL; undefined means the embedded PGlite under dataDir. */
  databaseUrl?: string;
  adminEmail: string;
  adminPassword: string;
  /** Secure cookies (set when served over https, e.g. NODE_ENV=production behind TLS). */
  secureCookies: boolean;
  /** Failed sign-in attempts per address + email within 15 minutes before 429 (LOGIN_RATE_LIMIT). */
  loginRateLimit: number;
  /** Sign-in requests of any outcome per minute and address (LOGIN_IP_RATE_LIMIT). */
  loginIpRateLimit: number;
  /** Sign-up requests per minute and address (SIGNUP_RATE_LIMIT). */
  signupRateLimit: number;
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
  /** Serve the API docs (/api/docs) in production too (API_DOCS=true); always served otherwise. */
  apiDocs: boolean;
  /** Bearer token that may register and activate releases (RELEASE_TOKEN); undefined: off. */
  releaseToken?: string;
  /** A canary is rolled back when more than this share of its mounts fail (CANARY_FAILURE_RATE). */
  canaryFailureRate: number;
  /** Mount attempts a canary needs before its failure rate counts (CANARY_MIN_ATTEMPTS). */
  canaryMinAttempts: number;
  env: NodeJS.ProcessEnv;
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

function s3From(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    publicUrl: env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/+$/, '') : undefined,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    accessKeyId: env.AWS_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY || undefined,
  };
}

export const DEFAULT_ADMIN_EMAIL = 'admin@reluxe.ae';
export const DEFAULT_ADMIN_PASSWORD = 'ReluxeAdmin#2026';

const positive = (raw: string | undefined, fallback: number) =>
  Number(raw) > 0 ? Number(raw) : fallback;
/** A whole number of days, 0 included. */
const daysOf = (raw: string | undefined, fallback: number) =>
  raw !== undefined && /^\d{1,4}$/.test(raw.trim()) ? Number(raw) : fallback;

/** A share strictly between 0 and 1 ('0.1'); unset or empty: `fallback`; else refuses to start. */
function shareOf(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const share = /^\s*(0?\.\d+)\s*$/.test(raw) ? Number(raw) : NaN;
  if (!(share > 0 && share < 1)) {
    throw new Error(`${name} must be a share between 0 and 1 such as 0.1, not '${raw}'`);
  }
  return share;
}

/** A whole number from 1; unset or empty: `fallback`; anything else refuses to start. */
function countOf(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const count = /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : NaN;
  if (!(count >= 1)) throw new Error(`${name} must be a whole number from 1, not '${raw}'`);
  return count;
}

/** Reads the environment; throws (the api refuses to start) on a value it cannot use. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const webRoot = path.resolve(env.WEB_ROOT ?? path.resolve(__dirname, '..', '..'));
  const dataDir = path.resolve(
    overrides.dataDir ?? env.DATA_DIR ?? path.join(process.cwd(), 'data'),
  );
  return {
    webRoot,
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(webRoot, 'releases')),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    remotesConfigFile: path.resolve(
      env.REMOTES_CONFIG ?? path.join(dataDir, 'remotes.config.json'),
    ),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    secureCookies: env.COOKIE_SECURE === 'true',
    loginRateLimit: positive(env.LOGIN_RATE_LIMIT, 10),
    loginIpRateLimit: positive(env.LOGIN_IP_RATE_LIMIT, 300),
    signupRateLimit: positive(env.SIGNUP_RATE_LIMIT, 60),
    s3: s3From(env),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'reluxe:',
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    shutdownDelayMs: positive(env.SHUTDOWN_DELAY_MS, 0),
    apiDocs: env.API_DOCS === 'true',
    releaseToken: env.RELEASE_TOKEN || undefined,
    canaryFailureRate: shareOf(
      'CANARY_FAILURE_RATE',
      env.CANARY_FAILURE_RATE,
      CANARY_ROLLBACK_DEFAULTS.failureRate,
    ),
    canaryMinAttempts: countOf(
      'CANARY_MIN_ATTEMPTS',
      env.CANARY_MIN_ATTEMPTS,
      CANARY_ROLLBACK_DEFAULTS.minAttempts,
    ),
    payoutDelayDays: daysOf(env.PAYOUT_DELAY_DAYS, PAYOUT_DELAY_DAYS),
    env,
    ...overrides,
  };
}
