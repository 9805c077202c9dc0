/**
 * `npm run seed [-- --demo] [-- --products 100000]`: opens the configured database (DATABASE_URL
 * or the embedded PGlite under DATA_DIR), migrates, gives an empty one its roles, genders, colours
 * and administrator, adds the demo catalogue when it has none (always in development, with --demo
 * in production), and with --products N adds N more products for benchmarks.
 */
import { loadConfig } from '../../config';
import { loadEnvFile } from '../../env-file';
import { productionProblems } from '../../production-checks';
import { createStorage } from '../../uploads/storage';
import { openDatabase } from '../database';
import { bulkFillProducts } from './bulk';
import { seedDatabase } from './seed';

function productsArgument(args: string[]): number {
  const index = args.findIndex((arg) => arg === '--products' || arg.startsWith('--products='));
  if (index < 0) return 0;
  const raw = args[index]!.includes('=') ? args[index]!.split('=')[1] : args[index + 1];
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0) throw new Error('--products needs a whole number');
  return count;
}

async function main() {
  const count = productsArgument(process.argv.slice(2));
  loadEnvFile();
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(`Not seeded in production: ${problems.join('; ')}.`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const storage = createStorage(config);
  try {
    const seeded = await seedDatabase(database, {
      storage,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      demo: !config.production || process.argv.includes('--demo'),
    });
    if (seeded.base) console.log(`Created the roles, genders, colors and ${config.adminEmail}.`);
    console.log(
      seeded.demo ? 'Added the demo catalogue.' : 'The database has its catalogue already.',
    );
    if (count > 0) await bulkFillProducts(database, count);
  } finally {
    storage.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
