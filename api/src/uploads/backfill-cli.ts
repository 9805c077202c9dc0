/**
 * `npm run images:backfill`: writes the responsive variants (`-640.avif`, ...) of every stored image
 * that lacks them, in the configured storage (S3_BUCKET, else DATA_DIR/uploads). Safe to run again
 * and to stop at any point: a second run does only what is left. Exits with 1 when an image could
 * not be read or the storage failed.
 */
import { loadConfig } from '../config';
import { loadEnvFile } from '../env-file';
import { backfillVariants } from './backfill';
import { createStorage } from './storage';

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const storage = createStorage(config);
  const where = config.s3 ? `bucket ${config.s3.bucket}` : config.uploadsDir;
  console.log(`Backfilling image variants in ${where}...`);
  const started = Date.now();
  try {
    const report = await backfillVariants(storage, { log: (line) => console.log(line) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${report.images} stored images: variants written for ${report.written}, ` +
        `${report.failed.length} not readable (${seconds} s).`,
    );
    if (report.failed.length > 0) process.exitCode = 1;
  } finally {
    storage.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
