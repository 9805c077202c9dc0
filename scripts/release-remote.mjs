// Releases ONE remote without rebuilding the shell or the other remotes:
//   npm run release -- mfe-catalog [--version 1.4.0] [--activate]
// builds it into RELEASES_DIR/<package>/<version>/ (served by the api at /releases/...) and, with
// --activate, points the running site at it: with DATABASE_URL, in the database, which switches
// every instance at once; with the embedded database, in the remotes config file (REMOTES_CONFIG,
// default DATA_DIR/remotes.config.json) that the api re-reads on change. No restart either way.
// Releases are immutable: --activate of a version released before (a rollback) builds nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ROOT } from './front-end-packages.mjs';
import { releaseCliArgs, sharedVersionProblems } from './shared-versions.mjs';

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
const released = existsSync(join(outDir, 'mf-manifest.json'));
if (released && !args.includes('--activate')) {
  console.error(`${outDir} exists already: releases are immutable, pick another --version.`);
  process.exit(1);
}
if (!released) build();

function build() {
  const webpack = join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const result = spawnSync(
    process.execPath,
    [webpack, '--mode', 'production', '--env', `outDir=${outDir}`, '--env', `version=${version}`],
    { cwd: join(ROOT, pkg), stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);

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
}

const manifestUrl = `/releases/${pkg}/${version}/mf-manifest.json`;
console.log(`${released ? 'already released' : 'released'} ${pkg} ${version}: ${manifestUrl}`);

if (args.includes('--activate')) {
  if (process.env.DATABASE_URL) activateInDatabase();
  else activateInFile();
} else {
  console.log(
    `to switch the site to it, rerun with --activate (or set "remotes.${REMOTE_NAMES[pkg]}" to ${manifestUrl} in the remotes config file).`,
  );
}

function activateInDatabase() {
  // Production runs the compiled api (scripts/build-api.mjs) when it is there, the sources otherwise.
  const cli = releaseCliArgs();
  const activate = spawnSync(process.execPath, [...cli, REMOTE_NAMES[pkg], version, manifestUrl], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (activate.status !== 0) process.exit(activate.status ?? 1);
  console.log(`activated ${pkg} ${version} for every instance; the next page load uses it.`);
}

function activateInFile() {
  const dataDir = resolve(process.env.DATA_DIR || join(ROOT, 'data'));
  const configFile = resolve(process.env.REMOTES_CONFIG || join(dataDir, 'remotes.config.json'));
  const config = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
  config.remotes = { ...config.remotes, [REMOTE_NAMES[pkg]]: manifestUrl };
  config.versions = { ...config.versions, [REMOTE_NAMES[pkg]]: version };
  mkdirSync(dirname(configFile), { recursive: true });
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`activated in ${configFile}; the next page load uses it.`);
}
