import type { AppConfig } from '../config';
import { sharedVersionProblems, type SharedManifest } from '../contracts';
import type { remoteReleases } from '../db/schema';
import { readShellManifest } from './manifests';
import { doesNotFit } from './refusals';

type StoredRelease = Pick<
  typeof remoteReleases.$inferSelect,
  'remote' | 'version' | 'shared' | 'compatible' | 'problems'
>;

/** The stored reasons of a refusal, one a line; [] when it fitted. */
export const problemsOf = (text: string) => (text ? text.split('\n') : []);

/** Why `remote` does not fit the live shell; [] when it does or no shell build is there. */
export function shellProblems(config: AppConfig, remote: SharedManifest): string[] {
  const shell = readShellManifest(config);
  return shell ? sharedVersionProblems(shell, remote) : [];
}

/**
 * Refuses (409) a registered version that was refused, or whose shared versions the shell live
 * now does not satisfy: the shell may have moved since it was registered.
 */
export function assertFitsShell(config: AppConfig, release: StoredRelease) {
  const problems = release.compatible
    ? shellProblems(config, {
        shared: Object.entries(release.shared).map(([name, version]) => ({ name, version })),
      })
    : problemsOf(release.problems);
  if (problems.length > 0) throw doesNotFit(release.remote, release.version, problems);
}
