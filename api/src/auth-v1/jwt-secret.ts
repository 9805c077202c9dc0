import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appSettings } from '../db/schema';

const SETTING = 'auth_jwt_secret';
/** Where a single-instance install kept its secret before it moved to the database. */
const LEGACY_FILE = 'auth-jwt-secret';

function legacySecret(dataDir: string): string | undefined {
  try {
    const existing = fs.readFileSync(path.join(dataDir, LEGACY_FILE), 'utf8').trim();
    return existing.length >= 32 ? existing : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The HS256 secret when AUTH_JWT_SECRET is not set: generated once and kept in the database, so
 * every instance signs and verifies with the same one and sessions survive restarts. The first
 * instance to insert it wins; an install that kept it in DATA_DIR carries that one over.
 */
export async function sharedJwtSecret(db: Db, dataDir: string): Promise<string> {
  const candidate = legacySecret(dataDir) ?? crypto.randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: SETTING, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTING));
  return row!.value;
}
