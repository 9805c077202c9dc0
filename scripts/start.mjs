// `npm start`: builds what is not built yet, then runs the api, which serves the shell, the
// remotes and the shop API on one port (PORT, default 3000) with the embedded database.
// NODE_ENV=production runs the compiled api (node api/dist/main.js); otherwise tsx runs the sources.
import './env-file.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { API_MAIN } from './build-api.mjs';
import { ROOT } from './front-end-packages.mjs';

const production = process.env.NODE_ENV === 'production';
const buildArgs = [
  join(ROOT, 'scripts', 'build.mjs'),
  '--if-needed',
  ...(production ? [] : ['--web']),
];
const build = spawnSync(process.execPath, buildArgs, { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const args = production ? [API_MAIN] : ['--import', 'tsx', join(ROOT, 'api', 'src', 'main.ts')];
const api = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
