// The previous revision for a side-by-side run (`--baseline <git-rev>`): checked out in a
// temporary git worktree (no commit, no change to the checkout's branch), given this checkout's
// node_modules when both lockfiles are the same (hard links, below), else its own install, then, when
// the first taps are measured, its front end built with its own scripts/build.mjs. Its api runs
// from the worktree's sources (tsx), on its own port (server.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

/** Written once the worktree's install (or build) has finished: a kept one is reused only then. */
const INSTALLED_MARKER = '.bench-baseline-installed';
const BUILT_MARKER = '.bench-baseline-built';

const git = (args, cwd = ROOT) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Runs a command; on failure logs the last lines of its output (unless quiet) and rejects. */
function run(command, args, cwd, log, { quiet = false } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolvePromise(output);
      else {
        if (!quiet) log(output.split('\n').slice(-30).join('\n'));
        const error = new Error(`${command} ${args.join(' ')} exited with ${code} in ${cwd}`);
        reject(Object.assign(error, { output }));
      }
    });
  });
}

/**
 * node_modules for the worktree without installing: this checkout's, hard-linked file by file
 * (`cp -al`: no bytes copied, same file system). Symlinks are copied as they are, so the
 * workspace links (node_modules/shell -> ../shell...) point at the worktree's own packages, and
 * every path stays inside the worktree: webpack's deterministic module ids, and so the chunks'
 * content hashes, come out as they would in this checkout (with symlinks into this checkout they
 * did not). Nothing in the build writes into the root node_modules; its caches are left out.
 */
function linkNodeModules(dir) {
  execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);
  rmSync(join(dir, 'node_modules', '.cache'), { recursive: true, force: true });
}

const sameLockfile = (dir) =>
  readFileSync(join(dir, 'package-lock.json'), 'utf8') ===
  readFileSync(join(ROOT, 'package-lock.json'), 'utf8');

const NPM_FLAGS = ['--no-audit', '--no-fund', '--prefer-offline'];

/**
 * Hard links when both lockfiles are the same, else `npm ci`; answers which it was. A lockfile
 * that lacks other platforms' optional packages (written by an older npm) is refused by `npm ci`;
 * `npm install` keeps its pinned versions and only adds the missing entries.
 */
async function install(dir, rev, log) {
  if (sameLockfile(dir)) {
    linkNodeModules(dir);
    return 'hard-linked node_modules';
  }
  log(`  baseline ${rev}: its package-lock.json differs, running npm ci (slow)`);
  try {
    await run('npm', ['ci', ...NPM_FLAGS], dir, log, { quiet: true });
    return 'npm ci';
  } catch (error) {
    if (!/package-lock\.json .*in sync/.test(error.output ?? '')) {
      log((error.output ?? '').split('\n').slice(-30).join('\n'));
      throw error;
    }
  }
  log(`  baseline ${rev}: npm ci refused its lockfile (out of sync), running npm install`);
  await run('npm', ['install', ...NPM_FLAGS], dir, log);
  return 'npm install, npm ci having refused its lockfile';
}

/**
 * @param {string} rev any git revision of this repository
 * @param {{ keep?: boolean, build?: boolean }} options keep: leave the worktree (and reuse a
 *   finished one); build: also build its front end (the first taps need it, the api does not)
 * @returns {Promise<{ rev: string, commit: string, dir: string, install: string,
 *   buildSeconds: number, reused: boolean, remove: () => void }>}
 */
export async function prepareBaseline(rev, { keep = false, build = true } = {}, log = console.log) {
  const commit = git(['rev-parse', '--verify', `${rev}^{commit}`]);
  const dir = join(tmpdir(), `reluxe-baseline-${commit.slice(0, 12)}`);
  const remove = () => removeWorktree(dir);
  const base = { rev, commit, dir, remove: keep ? () => undefined : remove };
  const built = existsSync(join(dir, BUILT_MARKER));
  const installed = built || existsSync(join(dir, INSTALLED_MARKER));
  if (installed && (!build || built)) {
    log(`  baseline ${rev} (${commit.slice(0, 7)}): reusing the worktree in ${dir}`);
    return { ...base, install: 'kept', buildSeconds: 0, reused: true };
  }
  if (!installed) {
    if (existsSync(dir)) removeWorktree(dir);
    git(['worktree', 'add', '--detach', dir, commit]);
  }
  try {
    const started = Date.now();
    let how = 'kept';
    if (!installed) {
      how = await install(dir, rev, log);
      writeFileSync(join(dir, INSTALLED_MARKER), `${new Date().toISOString()}\n`);
    }
    if (build) {
      log(`  baseline ${rev} (${commit.slice(0, 7)}): building its front end in ${dir} (${how})`);
      await run(process.execPath, [join(dir, 'scripts', 'build.mjs'), '--web'], dir, log);
      writeFileSync(join(dir, BUILT_MARKER), `${new Date().toISOString()}\n`);
    }
    const buildSeconds = Math.round((Date.now() - started) / 1000);
    log(`  baseline ready in ${buildSeconds} s (${how}${build ? ', front end built' : ''})`);
    return { ...base, install: how, buildSeconds, reused: false };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Removes the worktree (its node_modules are links or its own install: removing them is safe). */
export function removeWorktree(dir) {
  try {
    git(['worktree', 'remove', '--force', dir]);
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
  git(['worktree', 'prune']);
}
