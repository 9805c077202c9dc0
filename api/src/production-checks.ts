import { DEFAULT_ADMIN_PASSWORD, type AppConfig } from './config';
import { DEMO_CUSTOMER } from './db/seed/seed';

/** Passwords printed in the README or the log of a development start: never valid in production. */
const PUBLISHED_PASSWORDS = new Set([DEFAULT_ADMIN_PASSWORD, DEMO_CUSTOMER.password]);
/** Shortest AUTH_JWT_SECRET (HS256 wants at least 256 bits) and RELEASE_TOKEN accepted. */
const MIN_SECRET_LENGTH = 32;

/**
 * What keeps a production start (NODE_ENV=production) from being safe, one reason per entry;
 * empty when it may start. Development starts are never refused.
 */
export function productionProblems(config: AppConfig): string[] {
  if (!config.production) return [];
  const env = config.env;
  const problems: string[] = [];
  if (!env.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD is not set');
  else if (PUBLISHED_PASSWORDS.has(env.ADMIN_PASSWORD)) {
    problems.push('ADMIN_PASSWORD is a published default');
  }
  if (env.AUTH_JWT_SECRET && env.AUTH_JWT_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(`AUTH_JWT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  if (config.releaseToken && config.releaseToken.length < MIN_SECRET_LENGTH) {
    problems.push(`RELEASE_TOKEN is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  if (!config.secureCookies && env.ALLOW_INSECURE_COOKIES !== '1') {
    problems.push(
      'COOKIE_SECURE is not true (set ALLOW_INSECURE_COOKIES=1 to serve over plain HTTP)',
    );
  }
  return problems;
}
