import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where a development api keeps its release token for `npm run release` on the same machine. */
export const LOCAL_RELEASE_TOKEN_FILE = 'release-token';

/**
 * Outside production, with no RELEASE_TOKEN set: a random token kept in DATA_DIR (readable by its
 * owner only), so `npm run release` can register with the running api without a published secret.
 */
export function localReleaseToken(dataDir: string): string {
  const file = path.join(dataDir, LOCAL_RELEASE_TOKEN_FILE);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // None yet: made below.
  }
  const token = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
