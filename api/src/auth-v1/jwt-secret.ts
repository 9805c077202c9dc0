import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FILE_NAME = 'auth-jwt-secret';

/**
 * The HS256 secret when AUTH_JWT_SECRET is not set: generated once and kept in DATA_DIR
 * (mode 0600) so that sessions survive restarts.
 */
export function loadJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, FILE_NAME);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another process created it first: use theirs.
    return fs.readFileSync(file, 'utf8').trim();
  }
}
