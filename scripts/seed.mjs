// `npm run seed [-- --demo] [-- --products N]`: with NODE_ENV=production, the compiled
// api/dist/seed-cli.js (built first when stale), otherwise the TypeScript sources through tsx;
// both from the root like `npm start`, so they seed the same DATA_DIR.
import './env-file.mjs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { API_SEED_CLI, buildApi, isApiBuilt } from './build-api.mjs';
import { ROOT } from './front-end-packages.mjs';

const args = process.argv.slice(2);
let result;
if (process.env.NODE_ENV === 'production') {
  if (!isApiBuilt()) await buildApi();
  result = spawnSync(process.execPath, [API_SEED_CLI, ...args], { cwd: ROOT, stdio: 'inherit' });
} else {
  const cli = join(ROOT, 'api', 'src', 'db', 'seed', 'cli.ts');
  result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
process.exit(result.status ?? 1);
