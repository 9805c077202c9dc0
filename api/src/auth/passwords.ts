import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended profile (19 MiB, 2 passes). */
/** Algorithm.Argon2id (a const enum, not importable under isolatedModules). */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/**
 * Stored for an account made without a password (the back-office's user form has none): no
 * password matches it until one is set.
 */
export const NO_PASSWORD_HASH = '!no-password';

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (passwordHash === NO_PASSWORD_HASH) {
    // The same argon2 work as a real check, so timing does not tell such accounts apart.
    await verify(await dummyPasswordHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash that never matches, verified when the email is unknown so timing reveals nothing. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('reluxe-no-such-user');
  return dummyHash;
}

/** Server-side password rules for sign-up and password changes. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return 'Password must be at least 8 characters long';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    return 'Password must contain letters and numbers';
  }
  return undefined;
}
