// Releases ONE remote without rebuilding the shell or the other remotes:
//   npm run release -- mfe-catalog [--version 1.4.0] [--activate] [--api http://host:port]
// builds it into RELEASES_DIR/<package>/<version>/, publishes it where every instance serves it
// at /releases/... (with S3_BUCKET: the bucket of the uploads, under releases/<package>/<version>/;
// otherwise RELEASES_DIR itself, a volume every instance mounts), registers it in the release
// registry and, with --activate, makes it live for every instance. With DATABASE_URL the registry
// is written directly; otherwise through the running api (--api or RELEASE_API, default
// http://127.0.0.1:$PORT) with RELEASE_TOKEN, or the token a development api keeps in
// DATA_DIR/release-token. Releases are immutable: --activate of a version built before (here or in
// the bucket: a rollback) builds nothing, and a version in the bucket is never uploaded again.
import './env-file.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
    `usage: npm run release -- <${Object.keys(REMOTE_NAMES).join('|')}> [--version V] [--activate] [--api URL]`,
  );
  process.exit(2);
}
const version = option('version') || new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
if (!/^[\w.-]+$/.test(version) || version === 'default') {
  console.error(
    "The version may hold letters, digits, dots, dashes and underscores only, and 'default' names the default build.",
  );
  process.exit(2);
}
const releasesDir = resolve(process.env.RELEASES_DIR || join(ROOT, 'releases'));
const outDir = join(releasesDir, pkg, version);
const activate = args.includes('--activate');
const bucket = process.env.S3_BUCKET ? bucketCommands() : undefined;
const builtHere = existsSync(join(outDir, 'mf-manifest.json'));
const inBucket = !builtHere && bucket !== undefined && bucket.published();
const released = builtHere || inBucket;
if (!released) build();
if (bucket && !inBucket) console.log(bucket.publish());

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
console.log(`${released ? 'already released' : 'built'} ${pkg} ${version}: ${manifestUrl}`);

const registry = process.env.DATABASE_URL ? databaseRegistry() : apiRegistry();
const registered = await registry.call('register', { version, manifestUrl });
if (registered.status === 200) {
  console.log(registered.message);
} else if (!(released && activate && registered.status === 409)) {
  // A version built before is registered already: only --activate of it (a rollback) goes on.
  console.error(`Not registered: ${registered.message}`);
  process.exit(1);
}
if (activate) {
  const live = await registry.call('activate', { version });
  if (live.status !== 200) {
    console.error(`Not activated: ${live.message}`);
    process.exit(1);
  }
  console.log(`${live.message}: the next page load on every instance uses it.`);
} else {
  console.log(
    'to make it live, use the back-office Releases screen (canary or activate), or rerun with --activate.',
  );
}

/** The bucket through the api's release CLI (the api's S3 client, config and file types). */
function bucketCommands() {
  const run = (...cliArgs) => {
    const result = spawnSync(process.execPath, [...releaseCliArgs(), ...cliArgs], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (result.status !== 0) {
      console.error(`Not published: the bucket ${process.env.S3_BUCKET} could not be used.`);
      process.exit(result.status ?? 1);
    }
    return JSON.parse(result.stdout.trim().split('\n').pop());
  };
  return {
    published: () => run('published', pkg, version).published,
    publish: () => run('publish', pkg, version, outDir).message,
  };
}

/** The registry in the database: the api's release CLI writes it directly. */
function databaseRegistry() {
  return {
    async call(command, { version: v, manifestUrl: url }) {
      const run = spawnSync(
        process.execPath,
        [...releaseCliArgs(), command, REMOTE_NAMES[pkg], v, ...(url ? [url] : [])],
        { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      if (run.status !== 0) process.exit(run.status ?? 1);
      return JSON.parse(run.stdout.trim().split('\n').pop());
    },
  };
}

/** The registry behind the running api (the embedded database belongs to it): calls with the token. */
function apiRegistry() {
  const base = (
    option('api') ||
    process.env.RELEASE_API ||
    `http://127.0.0.1:${process.env.PORT || 3000}`
  ).replace(/\/+$/, '');
  const token = process.env.RELEASE_TOKEN || localToken();
  const paths = { register: 'Releases/register.php', activate: 'Releases/activate.php' };
  return {
    async call(command, body) {
      if (!token) {
        console.error(
          'No RELEASE_TOKEN: set the one the api runs with (a development api keeps one in DATA_DIR/release-token).',
        );
        process.exit(1);
      }
      let response;
      try {
        response = await fetch(`${base}/api/${paths[command]}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ remote: REMOTE_NAMES[pkg], ...body }),
        });
      } catch {
        console.error(
          `No api answered at ${base}: start the site (npm start) or pass --api, then run this again (the build is kept).`,
        );
        process.exit(1);
      }
      const answer = await response.json().catch(() => ({}));
      return { status: response.status, message: answer.message ?? response.statusText };
    },
  };
}

function localToken() {
  const dataDir = resolve(process.env.DATA_DIR || join(ROOT, 'data'));
  const file = join(dataDir, 'release-token');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}
