// `npm start`: builds what is not built yet, then runs the api, which serves the shell, the
// remotes and the shop API on one port (PORT, default 3000) with the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './front-end-packages.mjs';

const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--if-needed'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const api = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'src', 'main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
