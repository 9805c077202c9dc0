// Whether a remote build can run on the shell's shared singletons. The check itself is
// shared-contracts/src/remotes/shared-versions.ts (the api runs it too); plain Node reaches it
// through the api's release CLI, compiled in production, run from its sources otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_RELEASE_CLI } from './build-api.mjs';
import { ROOT } from './front-end-packages.mjs';

/** The node arguments that run api/src/releases/release-cli.ts. */
export function releaseCliArgs() {
  return process.env.NODE_ENV === 'production' && existsSync(API_RELEASE_CLI)
    ? [API_RELEASE_CLI]
    : ['--import', 'tsx', join(ROOT, 'api', 'src', 'releases', 'release-cli.ts')];
}

/**
 * One message per shared singleton of the remote that the shell provides in a version the
 * remote was not built for; [] when it fits.
 */
export function sharedVersionProblems(shellManifest, remoteManifest) {
  const result = spawnSync(process.execPath, [...releaseCliArgs(), 'check-shared'], {
    cwd: ROOT,
    input: JSON.stringify({ shell: shellManifest, remote: remoteManifest }),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`the shared-version check failed: ${result.stderr || result.error}`);
  }
  return JSON.parse(result.stdout);
}
