import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { HealthEntry, ReleaseHealth, RemoteName } from '../contracts';
import type { Database } from '../db/database';
import { remoteCanaries, remoteHealth } from '../db/schema';
import { DEFAULT_RELEASE_VERSION, RELEASE_HEALTH } from 'shared-contracts/server';

export type HealthCounts = Pick<ReleaseHealth, 'mounts' | 'loadFailures' | 'renderErrors'>;

/** How long the per-minute rows are kept. */
const KEPT_FOR_HOURS = 24;
/** An instance deletes the old rows at most this often (the reports come in all the time). */
const PRUNE_EVERY_MS = 60_000;

export const NO_HEALTH: ReleaseHealth = {
  mounts: 0,
  loadFailures: 0,
  renderErrors: 0,
  failureRate: 0,
};

/** Counts with their failure rate: failed mounts (load or render) of every attempt, 0 with none. */
export function healthOf({ mounts, loadFailures, renderErrors }: HealthCounts): ReleaseHealth {
  const failures = loadFailures + renderErrors;
  const attempts = mounts + failures;
  return {
    mounts,
    loadFailures,
    renderErrors,
    failureRate: attempts > 0 ? failures / attempts : 0,
  };
}

/**
 * One entry per remote and version (a report may name one twice: one upsert cannot add to the
 * same row twice), without the entries that count nothing.
 */
function mergedEntries(entries: HealthEntry[]): HealthEntry[] {
  const merged = new Map<string, HealthEntry>();
  for (const entry of entries) {
    const key = `${entry.remote} ${entry.version}`;
    const known = merged.get(key);
    merged.set(key, {
      ...entry,
      mounts: entry.mounts + (known?.mounts ?? 0),
      loadFailures: entry.loadFailures + (known?.loadFailures ?? 0),
      renderErrors: entry.renderErrors + (known?.renderErrors ?? 0),
    });
  }
  return [...merged.values()].filter((e) => e.mounts + e.loadFailures + e.renderErrors > 0);
}

/**
 * Adds a report's counts to this minute's rows in one statement. Versions that are neither
 * registered nor the default build are left out, so made-up names cannot grow the table.
 * Answers the remote versions stored.
 */
export async function recordHealth(
  database: Database,
  entries: HealthEntry[],
): Promise<{ remote: RemoteName; version: string }[]> {
  const merged = mergedEntries(entries);
  if (merged.length === 0) return [];
  // One statement from a jsonb recordset: drizzle's insert-select would be raw fragments too.
  const { rows } = await database.db.execute<{ remote: RemoteName; version: string }>(sql`
    INSERT INTO remote_health (remote, version, minute, mounts, load_failures, render_errors)
    SELECT r.remote, r.version, date_trunc('minute', now()),
      r."mounts", r."loadFailures", r."renderErrors"
    FROM jsonb_to_recordset(${JSON.stringify(merged)}::jsonb)
      AS r(remote text, version text, "mounts" int, "loadFailures" int, "renderErrors" int)
    WHERE r.version = ${DEFAULT_RELEASE_VERSION}
      OR EXISTS (
        SELECT 1 FROM remote_releases rr WHERE rr.remote = r.remote AND rr.version = r.version
      )
    ON CONFLICT (remote, version, minute) DO UPDATE SET
      mounts = remote_health.mounts + excluded.mounts,
      load_failures = remote_health.load_failures + excluded.load_failures,
      render_errors = remote_health.render_errors + excluded.render_errors
    RETURNING remote, version`);
  await pruneHealth(database);
  return rows;
}

const prunedAt = new WeakMap<Database, number>();

/** Deletes the rows older than KEPT_FOR_HOURS, at most once per PRUNE_EVERY_MS per instance. */
async function pruneHealth(database: Database, now = Date.now()) {
  if (now - (prunedAt.get(database) ?? 0) < PRUNE_EVERY_MS) return;
  prunedAt.set(database, now);
  await database.db
    .delete(remoteHealth)
    .where(sql`${remoteHealth.minute} < now() - make_interval(hours => ${KEPT_FOR_HOURS})`);
}

const sums = {
  mounts: sql<number>`coalesce(sum(${remoteHealth.mounts}), 0)`.mapWith(Number),
  loadFailures: sql<number>`coalesce(sum(${remoteHealth.loadFailures}), 0)`.mapWith(Number),
  renderErrors: sql<number>`coalesce(sum(${remoteHealth.renderErrors}), 0)`.mapWith(Number),
};

/** Every remote version's health over the last RELEASE_HEALTH.windowMinutes, keyed by healthKey. */
export async function recentHealth(database: Database): Promise<Map<string, ReleaseHealth>> {
  const rows = await database.db
    .select({ remote: remoteHealth.remote, version: remoteHealth.version, ...sums })
    .from(remoteHealth)
    .where(
      gt(remoteHealth.minute, sql`now() - make_interval(mins => ${RELEASE_HEALTH.windowMinutes})`),
    )
    .groupBy(remoteHealth.remote, remoteHealth.version);
  return new Map(rows.map((row) => [healthKey(row.remote, row.version), healthOf(row)]));
}

export const healthKey = (remote: string, version: string) => `${remote} ${version}`;

/** A running canary's counts since the minute it started; zeros once it is no longer running. */
export async function canaryHealth(
  database: Database,
  remote: RemoteName,
  version: string,
): Promise<ReleaseHealth> {
  const [row] = await database.db
    .select(sums)
    .from(remoteHealth)
    .innerJoin(
      remoteCanaries,
      and(
        eq(remoteCanaries.remote, remoteHealth.remote),
        eq(remoteCanaries.version, remoteHealth.version),
      ),
    )
    .where(
      and(
        eq(remoteHealth.remote, remote),
        eq(remoteHealth.version, version),
        gte(remoteHealth.minute, sql`date_trunc('minute', ${remoteCanaries.startedAt})`),
      ),
    );
  return row ? healthOf(row) : NO_HEALTH;
}
