import { isCommonPassword } from './common-passwords';
import { DEFAULT_ADMIN_PASSWORD, type AppConfig } from './config';
import { DEMO_CUSTOMER } from './db/seed/seed';

/** Passwords printed in the README or the log of a development start: never valid in production. */
const PUBLISHED_PASSWORDS = new Set([DEFAULT_ADMIN_PASSWORD, DEMO_CUSTOMER.password]);
/** Shortest ADMIN_PASSWORD accepted in production. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** Shortest AUTH_JWT_SECRET (HS256 wants at least 256 bits) and RELEASE_TOKEN accepted. */
const MIN_SECRET_LENGTH = 32;

/** Why the administrator's password may not guard a production shop; undefined when it may. */
function adminPasswordProblem(password: string | undefined): string | undefined {
  if (!password) return 'ADMIN_PASSWORD is not set';
  if (PUBLISHED_PASSWORDS.has(password)) return 'ADMIN_PASSWORD is a published default';
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `ADMIN_PASSWORD is shorter than ${MIN_ADMIN_PASSWORD_LENGTH} characters`;
  }
  if (isCommonPassword(password)) {
    return 'ADMIN_PASSWORD is one of the 10,000 most common passwords';
  }
  return undefined;
}

/**
 * What keeps a production start (NODE_ENV=production) from being safe, one reason per entry;
 * empty when it may start. Development starts are never refused.
 */
export function productionProblems(config: AppConfig): string[] {
  if (!config.production) return [];
  const vars = config.vars;
  const problems: string[] = [];
  const adminProblem = adminPasswordProblem(vars.ADMIN_PASSWORD);
  if (adminProblem) problems.push(adminProblem);
  if (vars.AUTH_JWT_SECRET && vars.AUTH_JWT_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(`AUTH_JWT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  if (config.releaseToken && config.releaseToken.length < MIN_SECRET_LENGTH) {
    problems.push(`RELEASE_TOKEN is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  if (!config.secureCookies && !config.allowInsecureCookies) {
    problems.push(
      'COOKIE_SECURE is not true (set ALLOW_INSECURE_COOKIES=true to serve over plain HTTP)',
    );
  }
  return problems;
}
