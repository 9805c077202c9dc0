import { REMOTE_NAMES, type RemoteName } from '../contracts';
import type { Database } from '../db/database';
import { remoteCanaries } from '../db/schema';
import { cachedUntilRemotesChange, perDatabase } from './remotes-cache';

export interface RunningCanary {
  remote: RemoteName;
  version: string;
  manifestUrl: string;
  percent: number;
}

export type ReadCanaries = () => Promise<RunningCanary[]>;

async function loadCanaries(database: Database): Promise<RunningCanary[]> {
  const rows = await database.db.select().from(remoteCanaries);
  return rows.filter((row): row is typeof row & { remote: RemoteName } =>
    (REMOTE_NAMES as string[]).includes(row.remote),
  );
}

/**
 * The running canaries, one read per instance until a `remotes` change (every canary action
 * publishes one), read afresh for every call while the change feed is down. One cache per
 * database, shared by /remotes.json, the history fallback and the health reports.
 */
export const runningCanaries = perDatabase((database): ReadCanaries => {
  const read = cachedUntilRemotesChange(database, () => loadCanaries(database));
  return () => read(undefined);
});
