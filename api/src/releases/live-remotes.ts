import type { RemoteName } from '../contracts';
import type { Database } from '../db/database';
import { liveRemotes } from '../db/schema';

export interface LiveRemote {
  remote: RemoteName;
  version: string;
  manifestUrl: string;
}

/**
 * Makes `version` of a remote the one every instance serves: stored in the database, then
 * announced, so each instance's next /remotes.json names it.
 */
export async function activateRemote(database: Database, live: LiveRemote): Promise<void> {
  const values = { remote: live.remote, version: live.version, manifestUrl: live.manifestUrl };
  await database.db
    .insert(liveRemotes)
    .values(values)
    .onConflictDoUpdate({
      target: liveRemotes.remote,
      set: { version: values.version, manifestUrl: values.manifestUrl, activatedAt: new Date() },
    });
  await database.changes.publish('remotes');
}
