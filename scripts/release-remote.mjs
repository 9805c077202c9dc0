// Releases ONE remote without rebuilding the shell or the other remotes:
//   npm run release -- mfe-catalog [--version 1.4.0] [--activate]
// builds it into RELEASES_DIR/<package>/<version>/ (served by the api at /releases/...) and, with
// --activate, points the running site at it by editing the remotes config file (REMOTES_CONFIG,
// default DATA_DIR/remotes.config.json), which the api re-reads on change: no restart needed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ROOT } from './front-end-packages.mjs';
import { sharedVersionProblems } from './shared-versions.mjs';

const REMOTE_NAMES = {
  'mfe-catalog': 'mfe_catalog',
  'mfe-checkout': 'mfe_checkout',
  'mfe-account': 'mfe_account',
  'mfe-admin': 'mfe_admin',
};

const args = process.argv.slice(2);
const pkg = args.find((arg) => !arg.startsWith('--'));
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
if (!pkg || !REMOTE_NAMES[pkg]) {
  console.error(
    `usage: npm run release -- <${Object.keys(REMOTE_NAMES).join('|')}> [--version V] [--activate]`,
  );
  process.exit(2);
}
const version = option('version') || new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
if (!/^[\w.-]+$/.test(version)) {
  console.error('The version may hold letters, digits, dots, dashes and underscores only.');
  process.exit(2);
}
const releasesDir = resolve(process.env.RELEASES_DIR || join(ROOT, 'releases'));
const outDir = join(releasesDir, pkg, version);
if (existsSync(join(outDir, 'mf-manifest.json'))) {
  console.error(`${outDir} exists already: releases are immutable, pick another --version.`);
  process.exit(1);
}

const webpack = join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const build = spawnSync(
  process.execPath,
  [webpack, '--mode', 'production', '--env', `outDir=${outDir}`, '--env', `version=${version}`],
  { cwd: join(ROOT, pkg), stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// The shell's shared libraries are the ones the remote will run on: refuse a remote built for others.
const shellManifest = join(
  resolve(process.env.WEB_ROOT || ROOT),
  'shell',
  'dist',
  'mf-manifest.json',
);
if (existsSync(shellManifest)) {
  const problems = sharedVersionProblems(
    JSON.parse(readFileSync(shellManifest, 'utf8')),
    JSON.parse(readFileSync(join(outDir, 'mf-manifest.json'), 'utf8')),
  );
  if (problems.length > 0) {
    rmSync(outDir, { recursive: true, force: true });
    console.error(`Not released: ${pkg} does not fit the shell's shared libraries.`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
} else {
  console.warn(`No shell build at ${shellManifest}: shared library versions not checked.`);
}

const manifestUrl = `/releases/${pkg}/${version}/mf-manifest.json`;
console.log(`released ${pkg} ${version}: ${manifestUrl}`);

if (args.includes('--activate')) {
  const dataDir = resolve(process.env.DATA_DIR || join(ROOT, 'data'));
  const configFile = resolve(process.env.REMOTES_CONFIG || join(dataDir, 'remotes.config.json'));
  const config = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
  config.remotes = { ...config.remotes, [REMOTE_NAMES[pkg]]: manifestUrl };
  mkdirSync(dirname(configFile), { recursive: true });
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`activated in ${configFile}; the next page load uses it.`);
} else {
  console.log(
    `to switch the site to it, set "remotes.${REMOTE_NAMES[pkg]}" to ${manifestUrl} in the remotes config file, or rerun with --activate.`,
  );
}
