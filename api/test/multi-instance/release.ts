import fs from 'node:fs';
import path from 'node:path';
import { ROOT, LoggedProcess, baseEnv, describeExit } from './api-process';
import type { SharedServices } from './cluster';

/** Building a remote with webpack takes 10-30 s; more on a loaded 2-core machine. */
export const RELEASE_TIMEOUT_MS = 180_000;

/**
 * `node scripts/release-remote.mjs <pkg> --version <v> --activate` against the deployment's
 * database and releases directory. Its DATA_DIR is a directory no instance reads, so only the
 * database can carry the activation to the instances.
 */
export async function releaseAndActivate(services: SharedServices, pkg: string, version: string) {
  const cliData = path.join(services.root, 'release-cli');
  fs.mkdirSync(cliData, { recursive: true });
  const release = new LoggedProcess(
    'release-remote',
    process.execPath,
    [path.join(ROOT, 'scripts', 'release-remote.mjs'), pkg, '--version', version, '--activate'],
    {
      cwd: ROOT,
      env: {
        ...baseEnv(),
        DATABASE_URL: services.databaseUrl,
        RELEASES_DIR: services.releasesDir,
        DATA_DIR: cliData,
        REMOTES_CONFIG: path.join(cliData, 'remotes.config.json'),
      },
    },
  );
  const timer = setTimeout(() => release.child.kill('SIGKILL'), RELEASE_TIMEOUT_MS);
  const exit = await release.exited;
  clearTimeout(timer);
  if (exit.code !== 0) {
    throw new Error(`release-remote failed (${describeExit(exit)}):\n${release.output()}`);
  }
}
