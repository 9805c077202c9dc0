// Compiles the api to CommonJS in api/dist/ with esbuild, so production runs plain
// `node api/dist/main.js` (no TypeScript at run time):
//   node scripts/build-api.mjs [--if-needed]
import { cpSync, existsSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, newestMtime } from './front-end-packages.mjs';

/** Output folder: one level below api/ like api/src/, so `__dirname`-relative paths still hold. */
export const API_DIST = join(ROOT, 'api', 'dist');
/** Entry points (source -> api/dist/<out>.js). */
export const API_ENTRIES = [
  { in: 'api/src/main.ts', out: 'main' },
  { in: 'api/src/db/seed/cli.ts', out: 'seed-cli' },
  { in: 'api/src/releases/release-cli.ts', out: 'release-cli' },
  { in: 'api/src/uploads/backfill-cli.ts', out: 'images-backfill-cli' },
];
export const API_MAIN = join(API_DIST, 'main.js');
export const API_SEED_CLI = join(API_DIST, 'seed-cli.js');
export const API_RELEASE_CLI = join(API_DIST, 'release-cli.js');
export const API_IMAGES_BACKFILL_CLI = join(API_DIST, 'images-backfill-cli.js');
/** Files read beside the code through `__dirname` (api/src/db/database.ts), copied as they are. */
const ASSETS = [
  { from: 'api/src/db/migrations', to: 'migrations' },
  { from: 'api/src/db/pglite-child.mjs', to: 'pglite-child.mjs' },
];
const INPUTS = [
  'api/src',
  'api/package.json',
  'shared-contracts/src',
  'scripts/build-api.mjs',
  'package.json',
];

/** True when api/dist/main.js exists and is newer than every input (missing inputs count as old). */
export function isApiBuilt() {
  if (!existsSync(API_MAIN)) return false;
  // The production image ships api/dist without api/src: nothing to rebuild from, nor esbuild.
  if (!existsSync(join(ROOT, 'api', 'src'))) return true;
  return statSync(API_MAIN).mtimeMs >= Math.max(...INPUTS.map((p) => newestMtime(join(ROOT, p))));
}

// Bare imports are npm packages, resolved from node_modules at run time; shared-contracts is the
// exception: the api imports its TypeScript sources, which node cannot run, so it is bundled.
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === 'shared-contracts' || args.path.startsWith('shared-contracts/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

export async function buildApi() {
  const started = Date.now();
  // Imported here: the production image has api/dist but no esbuild (a dev dependency).
  const esbuild = await import('esbuild');
  rmSync(API_DIST, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: API_ENTRIES,
    outdir: API_DIST,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    sourcemap: true,
    tsconfig: join(ROOT, 'api', 'tsconfig.json'),
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  for (const asset of ASSETS) {
    cpSync(join(ROOT, asset.from), join(API_DIST, asset.to), { recursive: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`built api in ${seconds} s: ${relative(ROOT, API_MAIN)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-needed') && isApiBuilt()) console.log('api already built');
  else await buildApi();
}
