import { eq } from 'drizzle-orm';
import { REMOTES, type RemoteName } from '../contracts';
import type { Database } from '../db/database';
import { liveRemotes } from '../db/schema';
import type { ReleaseTx } from './release-lock';

export interface LiveRemote {
  remote: RemoteName;
  version: string;
  manifestUrl: string;
}

/** Where a remote's default build is served (its version is DEFAULT_RELEASE_VERSION). */
export const defaultManifestUrl = (remote: RemoteName) =>
  `/remotes/${REMOTES[remote].package}/mf-manifest.json`;

/** Stores the live version of a remote; announce it with publishRemotes after the commit. */
export async function storeLiveRemote(tx: ReleaseTx | Database['db'], live: LiveRemote) {
  const values = { remote: live.remote, version: live.version, manifestUrl: live.manifestUrl };
  await tx
    .insert(liveRemotes)
    .values(values)
    .onConflictDoUpdate({
      target: liveRemotes.remote,
      set: { version: values.version, manifestUrl: values.manifestUrl, activatedAt: new Date() },
    });
}

/** The default build goes live: no row is the default. */
export async function storeDefaultLive(tx: ReleaseTx, remote: RemoteName) {
  await tx.delete(liveRemotes).where(eq(liveRemotes.remote, remote));
}

/** Tells every instance to read the live versions and canaries again. */
export const publishRemotes = (database: Database) => database.changes.publish('remotes');

/**
 * Makes `version` of a remote the one every instance serves: stored in the database, then
 * announced, so each instance's next /remotes.json names it.
 */
export async function activateRemote(database: Database, live: LiveRemote): Promise<void> {
  await storeLiveRemote(database.db, live);
  await publishRemotes(database);
}
