import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database';
import { seedDatabase } from '../../src/db/seed/seed';

const SRC = path.join(__dirname, '..', '..', 'src', 'db');

/** Hash of everything that shapes the seeded database, plus today's date (seed dates are relative). */
function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const files = [
    ...fs.readdirSync(path.join(SRC, 'migrations')).map((f) => path.join(SRC, 'migrations', f)),
    ...fs.readdirSync(path.join(SRC, 'seed')).map((f) => path.join(SRC, 'seed', f)),
  ].filter((f) => fs.statSync(f).isFile());
  for (const file of files.sort()) hash.update(fs.readFileSync(file));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Creating a PGlite data directory and migrating it takes seconds; the suites share one seeded
 * template per version of the schema and seed, and each copies it into its own fresh DATA_DIR.
 */
export async function copyPgliteTemplate(
  dataDir: string,
  seed: { adminEmail: string; adminPassword: string },
): Promise<void> {
  const template = path.join(os.tmpdir(), `reluxe-pglite-template-${templateKey()}`);
  if (!fs.existsSync(template)) {
    const building = fs.mkdtempSync(`${template}-building-`);
    const database = await openDatabase({ dataDir: building });
    await seedDatabase(database, { ...seed, images: false, demo: true });
    await database.close();
    try {
      fs.renameSync(building, template);
    } catch {
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  fs.cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}
