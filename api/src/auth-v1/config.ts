import type { AppConfig } from '../config';
import { DEV_ANON_KEY } from '../plugins/remotes-config';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
}

/** Settings of the /auth/v1 service, read once from the environment. */
export interface AuthV1Config {
  jwtSecret: string;
  /** Access token lifetime in seconds. */
  jwtExpiry: number;
  /** Sessions cannot be refreshed after this many seconds. */
  sessionTtl: number;
  /** A rotated refresh token used again within this many seconds answers the current session. */
  refreshReuseInterval: number;
  /** Lifetime of mailed links and codes, in seconds. */
  otpExpiry: number;
  /** Lifetime of an MFA challenge, in seconds. */
  mfaChallengeExpiry: number;
  autoconfirm: boolean;
  /** Public keys accepted in `apikey` (or `Authorization: Bearer`). */
  anonKeys: string[];
  /** Fixed public address (e.g. https://reluxe.ae); otherwise the request's own origin. */
  siteUrl?: string;
  /** Extra origins (or URL prefixes) allowed in redirect_to. */
  redirectAllowList: string[];
  providers: {
    facebook?: { clientId: string };
    google?: { clientId: string };
  };
  rateLimitWindowMs: number;
  rateLimits: {
    signinPerIp: number;
    signinPerEmail: number;
    signupPerIp: number;
    emailPerIp: number;
    emailPerAddress: number;
    verifyPerIp: number;
    verifyPerEmail: number;
    refreshPerIp: number;
  };
  mailFrom: string;
  smtpUrl?: string;
  /** The development mailbox (/dev/mailbox) is served. */
  mailboxEnabled: boolean;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The hosted auth's settings, with the JWT signing secret (authJwtSecret). */
export function loadAuthV1Config(app: AppConfig, jwtSecret: string): AuthV1Config {
  const env = app.env;
  const facebook = env.FACEBOOK_CLIENT_ID;
  const google = env.GOOGLE_CLIENT_ID;
  return {
    jwtSecret,
    jwtExpiry: positive(env.AUTH_JWT_EXPIRY, 3600) || 3600,
    sessionTtl: positive(env.AUTH_SESSION_TTL, 30 * 24 * 3600),
    refreshReuseInterval: positive(env.AUTH_REFRESH_REUSE_INTERVAL, 10),
    otpExpiry: positive(env.AUTH_OTP_EXPIRY, 3600),
    mfaChallengeExpiry: positive(env.AUTH_MFA_CHALLENGE_EXPIRY, 300),
    autoconfirm: env.AUTH_AUTOCONFIRM === 'true',
    anonKeys: [
      ...new Set([DEV_ANON_KEY, ...list(env.SUPABASE_ANON_KEY), ...list(env.AUTH_ANON_KEY)]),
    ],
    siteUrl: env.AUTH_SITE_URL ? env.AUTH_SITE_URL.replace(/\/+$/, '') : undefined,
    redirectAllowList: list(env.AUTH_REDIRECT_ALLOW_LIST),
    providers: {
      ...(facebook ? { facebook: { clientId: facebook } } : {}),
      ...(google ? { google: { clientId: google } } : {}),
    },
    rateLimitWindowMs: positive(env.AUTH_RATE_LIMIT_WINDOW, 300) * 1000,
    rateLimits: {
      signinPerIp: positive(env.AUTH_RATE_LIMIT_SIGNIN, 30),
      signinPerEmail: positive(env.AUTH_RATE_LIMIT_SIGNIN_EMAIL, 10),
      signupPerIp: positive(env.AUTH_RATE_LIMIT_SIGNUP, 30),
      emailPerIp: positive(env.AUTH_RATE_LIMIT_EMAIL_SENT, 30),
      emailPerAddress: positive(env.AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS, 10),
      verifyPerIp: positive(env.AUTH_RATE_LIMIT_VERIFY, 30),
      verifyPerEmail: positive(env.AUTH_RATE_LIMIT_VERIFY_EMAIL, 10),
      refreshPerIp: positive(env.AUTH_RATE_LIMIT_TOKEN_REFRESH, 150),
    },
    mailFrom: env.AUTH_MAIL_FROM || 'Reluxe <no-reply@reluxe.ae>',
    smtpUrl: env.SMTP_URL || undefined,
    mailboxEnabled: env.NODE_ENV !== 'production',
  };
}
