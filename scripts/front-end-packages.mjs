// The front-end packages webpack builds, and how to tell whether a build is up to date.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;
export const FRONT_END_PACKAGES = [
  'shell',
  'mfe-catalog',
  'mfe-checkout',
  'mfe-account',
  'mfe-admin',
];

/** Newest modification time under `path` (0 when missing), skipping node_modules and builds. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-types') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The built file whose modification time tells when the package was last built. */
export const buildMarker = (pkg) =>
  join(ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json');

/** True when dist/ exists and is newer than every input of the package's build. */
export function isBuilt(pkg) {
  const manifest = buildMarker(pkg);
  if (!existsSync(manifest)) return false;
  const inputs = [
    join(ROOT, pkg, 'src'),
    join(ROOT, pkg, 'webpack.config.js'),
    join(ROOT, pkg, 'package.json'),
    join(ROOT, 'shared-contracts', 'src'),
    join(ROOT, 'shared-contracts', 'web'),
    join(ROOT, 'webpack.common.js'),
  ];
  return statSync(manifest).mtimeMs >= Math.max(...inputs.map(newestMtime));
}
