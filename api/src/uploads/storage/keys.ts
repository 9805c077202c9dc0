export const UPLOADS_PREFIX = '/uploads/';

// Segments of letters, digits, `.`, `_` and `-`, none empty or starting with a dot: no `..`,
// no leading or doubled `/`, no hidden files, nothing a path or an S3 key could be tricked with.
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

export const isValidKey = (key: string) =>
  key.length <= MAX_KEY_LENGTH && KEY.test(key) && !key.includes('..');

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** The host-independent URL the database stores for a key. */
export const urlOfKey = (key: string) => `${UPLOADS_PREFIX}${key}`;
