// The previous build for a side-by-side run (`--baseline <git-rev>`): that revision checked out
// in a temporary git worktree (no commit, no change to the checkout's branch), given this
// checkout's node_modules when both lockfiles are the same (hard links, below), else `npm ci`,
// then its front end built with its own scripts/build.mjs. The api runs from the
// worktree's sources (tsx), on its own port and data folder (server.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

/** Written once the worktree's build has finished: a kept worktree is reused only then. */
const BUILT_MARKER = '.bench-baseline-built';

const git = (args, cwd = ROOT) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function run(command, args, cwd, log) {
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
        log(output.split('\n').slice(-30).join('\n'));
        reject(new Error(`${command} ${args.join(' ')} exited with ${code} in ${cwd}`));
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

/**
 * @param {string} rev any git revision of this repository
 * @param {{ keep?: boolean }} options keep: leave the worktree (and reuse a finished one)
 * @returns {Promise<{ rev: string, commit: string, dir: string, install: string,
 *   buildSeconds: number, reused: boolean, remove: () => void }>}
 */
export async function prepareBaseline(rev, { keep = false } = {}, log = console.log) {
  const commit = git(['rev-parse', '--verify', `${rev}^{commit}`]);
  const dir = join(tmpdir(), `reluxe-baseline-${commit.slice(0, 12)}`);
  const remove = () => removeWorktree(dir);
  const base = { rev, commit, dir, remove: keep ? () => undefined : remove };
  if (existsSync(join(dir, BUILT_MARKER))) {
    log(`  baseline ${rev} (${commit.slice(0, 7)}): reusing the build in ${dir}`);
    return { ...base, install: 'kept', buildSeconds: 0, reused: true };
  }
  if (existsSync(dir)) removeWorktree(dir);
  git(['worktree', 'add', '--detach', dir, commit]);
  try {
    const started = Date.now();
    let install = 'hard-linked node_modules';
    if (sameLockfile(dir)) linkNodeModules(dir);
    else {
      install = 'npm ci';
      log(`  baseline ${rev}: its package-lock.json differs, running npm ci (slow)`);
      await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], dir, log);
    }
    log(`  baseline ${rev} (${commit.slice(0, 7)}): building its front end in ${dir} (${install})`);
    await run(process.execPath, [join(dir, 'scripts', 'build.mjs'), '--web'], dir, log);
    const buildSeconds = Math.round((Date.now() - started) / 1000);
    writeFileSync(join(dir, BUILT_MARKER), `${new Date().toISOString()}\n`);
    log(`  baseline built in ${buildSeconds} s`);
    return { ...base, install, buildSeconds, reused: false };
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
