import fs from 'node:fs';
import path from 'node:path';
import { ROOT, LoggedProcess, baseEnv, describeExit, type ApiProcess } from './api-process';
import { s3Env, type SharedServices } from './cluster';

/** Building a remote with webpack takes 10-30 s; more on a loaded 2-core machine. */
export const RELEASE_TIMEOUT_MS = 180_000;

/**
 * `node scripts/release-remote.mjs <pkg> --version <v> --activate --api <instance>`, as an
 * operator's machine runs it: built into a folder of its own, published to the deployment's
 * bucket and registered through `via` with the release token. No instance reads that folder and
 * the command has no database: only the bucket and the registry carry the release to them.
 */
export async function releaseAndActivate(
  services: SharedServices,
  via: ApiProcess,
  pkg: string,
  version: string,
): Promise<string> {
  const machine = path.join(services.root, 'release-machine');
  fs.mkdirSync(machine, { recursive: true });
  const release = new LoggedProcess(
    'release-remote',
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'release-remote.mjs'),
      pkg,
      '--version',
      version,
      '--activate',
      '--api',
      via.url,
    ],
    {
      cwd: ROOT,
      env: {
        ...baseEnv(),
        ...s3Env(services),
        RELEASE_TOKEN: services.releaseToken,
        RELEASES_DIR: path.join(machine, 'releases'),
        DATA_DIR: machine,
      },
    },
  );
  const timer = setTimeout(() => release.child.kill('SIGKILL'), RELEASE_TIMEOUT_MS);
  const exit = await release.exited;
  clearTimeout(timer);
  if (exit.code !== 0) {
    throw new Error(`release-remote failed (${describeExit(exit)}):\n${release.output()}`);
  }
  return release.output();
}
