import { REMOTE_NAMES, type RemoteName } from '../contracts';
import type { Database } from '../db/database';
import { remoteCanaries } from '../db/schema';

export interface RunningCanary {
  remote: RemoteName;
  version: string;
  manifestUrl: string;
  percent: number;
}

export type ReadCanaries = () => Promise<RunningCanary[]>;

const readers = new WeakMap<Database, ReadCanaries>();

async function loadCanaries(database: Database): Promise<RunningCanary[]> {
  const rows = await database.db.select().from(remoteCanaries);
  return rows.filter((row): row is typeof row & { remote: RemoteName } =>
    (REMOTE_NAMES as string[]).includes(row.remote),
  );
}

function canaryReader(database: Database): ReadCanaries {
  let cached: Promise<RunningCanary[]> | undefined;
  database.changes.subscribe((topic) => {
    if (topic === 'remotes') cached = undefined;
  });
  return () => {
    if (!database.changes.live) return loadCanaries(database);
    const loading = (cached ??= loadCanaries(database));
    loading.catch(() => {
      if (cached === loading) cached = undefined;
    });
    return loading;
  };
}

/**
 * The running canaries, one read per instance until a `remotes` change (every canary action
 * publishes one), read afresh for every call while the change feed is down. One cache per
 * database, shared by /remotes.json, the history fallback and the health reports.
 */
export function runningCanaries(database: Database): ReadCanaries {
  let read = readers.get(database);
  if (!read) {
    read = canaryReader(database);
    readers.set(database, read);
  }
  return read;
}
