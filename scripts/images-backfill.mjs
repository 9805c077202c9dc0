// `npm run images:backfill`: writes the responsive variants of every stored image that lacks them
// (local DATA_DIR/uploads or the S3 bucket). With NODE_ENV=production, the compiled
// api/dist/images-backfill-cli.js (built first when stale), otherwise the TypeScript sources
// through tsx; both from the root like `npm start`, so they read the same .env and DATA_DIR.
import './env-file.mjs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { API_IMAGES_BACKFILL_CLI, buildApi, isApiBuilt } from './build-api.mjs';
import { ROOT } from './front-end-packages.mjs';

const args = process.argv.slice(2);
let result;
if (process.env.NODE_ENV === 'production') {
  if (!isApiBuilt()) await buildApi();
  result = spawnSync(process.execPath, [API_IMAGES_BACKFILL_CLI, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
  });
} else {
  const cli = join(ROOT, 'api', 'src', 'uploads', 'backfill-cli.ts');
  result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
process.exit(result.status ?? 1);
