// Builds the api (api/dist, scripts/build-api.mjs), then the shell and the remotes (two at a
// time). `--if-needed` skips what is newer than its sources; `--web` builds the front end only;
// `--only mfe-catalog,shell` limits the set (add `api` to it to build the api too).
import { spawn } from 'node:child_process';
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { buildApi, isApiBuilt } from './build-api.mjs';
import { FRONT_END_PACKAGES, ROOT, buildMarker, isBuilt } from './front-end-packages.mjs';

const args = process.argv.slice(2);
const ifNeeded = args.includes('--if-needed');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1].split(',') : [...FRONT_END_PACKAGES, 'api'];
const withApi = !args.includes('--web') && only.includes('api');
const queue = only.filter((pkg) => pkg !== 'api').filter((pkg) => !(ifNeeded && isBuilt(pkg)));

if (withApi) {
  if (ifNeeded && isApiBuilt()) console.log('api already built');
  else {
    await buildApi().catch((error) => {
      console.error(`esbuild failed for the api: ${error.message}`);
      process.exit(1);
    });
  }
}

function build(pkg) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'],
      { cwd: join(ROOT, pkg), stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('exit', (code) => {
      if (code === 0) {
        // webpack leaves a file whose content did not change as it was: the marker says "now".
        const now = new Date();
        utimesSync(buildMarker(pkg), now, now);
        console.log(`built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`webpack failed for ${pkg} (exit ${code})`));
    });
  });
}

async function worker() {
  for (let pkg = queue.shift(); pkg; pkg = queue.shift()) await build(pkg);
}

if (queue.length === 0) {
  console.log('front end already built');
} else {
  console.log(`building ${queue.join(', ')}`);
  await Promise.all([worker(), worker()]).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
