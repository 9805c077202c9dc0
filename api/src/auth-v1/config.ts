import type { AppConfig } from '../config';
import { DEV_ANON_KEY } from '../plugins/remotes-config';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
}

/** Settings of the /auth/v1 service, from the parsed environment (env-schema.ts). */
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

/** Comma-separated keys, blanks dropped. */
const keysOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The hosted auth's settings, with the JWT signing secret (authJwtSecret). */
export function loadAuthV1Config(app: AppConfig, jwtSecret: string): AuthV1Config {
  const vars = app.vars;
  const facebook = vars.FACEBOOK_CLIENT_ID;
  const google = vars.GOOGLE_CLIENT_ID;
  return {
    jwtSecret,
    jwtExpiry: vars.AUTH_JWT_EXPIRY ?? 3600,
    sessionTtl: vars.AUTH_SESSION_TTL ?? 30 * 24 * 3600,
    refreshReuseInterval: vars.AUTH_REFRESH_REUSE_INTERVAL ?? 10,
    otpExpiry: vars.AUTH_OTP_EXPIRY ?? 3600,
    mfaChallengeExpiry: vars.AUTH_MFA_CHALLENGE_EXPIRY ?? 300,
    autoconfirm: vars.AUTH_AUTOCONFIRM ?? false,
    anonKeys: [
      ...new Set([DEV_ANON_KEY, ...keysOf(vars.SUPABASE_ANON_KEY), ...(vars.AUTH_ANON_KEY ?? [])]),
    ],
    siteUrl: vars.AUTH_SITE_URL?.replace(/\/+$/, ''),
    redirectAllowList: vars.AUTH_REDIRECT_ALLOW_LIST ?? [],
    providers: {
      ...(facebook ? { facebook: { clientId: facebook } } : {}),
      ...(google ? { google: { clientId: google } } : {}),
    },
    rateLimitWindowMs: (vars.AUTH_RATE_LIMIT_WINDOW ?? 300) * 1000,
    rateLimits: {
      signinPerIp: vars.AUTH_RATE_LIMIT_SIGNIN ?? 30,
      signinPerEmail: vars.AUTH_RATE_LIMIT_SIGNIN_EMAIL ?? 10,
      signupPerIp: vars.AUTH_RATE_LIMIT_SIGNUP ?? 30,
      emailPerIp: vars.AUTH_RATE_LIMIT_EMAIL_SENT ?? 30,
      emailPerAddress: vars.AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS ?? 10,
      verifyPerIp: vars.AUTH_RATE_LIMIT_VERIFY ?? 30,
      verifyPerEmail: vars.AUTH_RATE_LIMIT_VERIFY_EMAIL ?? 10,
      refreshPerIp: vars.AUTH_RATE_LIMIT_TOKEN_REFRESH ?? 150,
    },
    mailFrom: vars.AUTH_MAIL_FROM ?? 'Reluxe <no-reply@reluxe.ae>',
    smtpUrl: vars.SMTP_URL,
    mailboxEnabled: !app.production,
  };
}
