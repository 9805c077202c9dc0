import { desc, eq, inArray } from 'drizzle-orm';
import {
  REMOTE_NAMES,
  type ReleaseAction,
  type ReleaseEvent,
  type ReleaseHealth,
  type RemoteCanary,
  type RemoteName,
  type RemoteRelease,
  type RemoteReleases,
} from '../contracts';
import type { Database } from '../db/database';
import { liveRemotes, releaseEvents, remoteCanaries, remoteReleases } from '../db/schema';
import { DEFAULT_RELEASE_VERSION } from 'shared-contracts/server';
import { healthKey, NO_HEALTH, recentHealth } from './health';
import { defaultManifestUrl } from './live-remotes';
import { problemsOf } from './shell-fit';

/** Latest events listed per remote. */
export const HISTORY_LENGTH = 50;
/** The actions that make a version live. */
const GOING_LIVE: ReleaseAction[] = ['activate', 'rollback', 'promote'];

/** The default build as the last entry of a remote's versions. */
const defaultBuild = (remote: RemoteName, health: ReleaseHealth): RemoteRelease => ({
  version: DEFAULT_RELEASE_VERSION,
  manifestUrl: defaultManifestUrl(remote),
  shared: {},
  compatible: true,
  problems: [],
  releasedBy: 'site build',
  releasedAt: null,
  health,
});

async function historyOf(database: Database, remote: RemoteName): Promise<ReleaseEvent[]> {
  const rows = await database.db
    .select()
    .from(releaseEvents)
    .where(eq(releaseEvents.remote, remote))
    .orderBy(desc(releaseEvents.id))
    .limit(HISTORY_LENGTH);
  return rows.map((row) => ({
    version: row.version,
    action: row.action as ReleaseAction,
    actor: row.actor,
    at: row.at.toISOString(),
    note: row.note,
  }));
}

/** Per remote, the latest event that made a version live. */
function latestGoingLive(database: Database) {
  return database.db
    .selectDistinctOn([releaseEvents.remote], {
      remote: releaseEvents.remote,
      version: releaseEvents.version,
      actor: releaseEvents.actor,
    })
    .from(releaseEvents)
    .where(inArray(releaseEvents.action, GOING_LIVE))
    .orderBy(releaseEvents.remote, desc(releaseEvents.id));
}

type LiveRow = typeof liveRemotes.$inferSelect;
type CanaryRow = typeof remoteCanaries.$inferSelect;
type ReleaseRow = typeof remoteReleases.$inferSelect;
type HealthOf = (version: string) => ReleaseHealth;

function liveOf(
  remote: RemoteName,
  current: LiveRow | undefined,
  madeLive: { version: string; actor: string } | undefined,
): RemoteReleases['live'] {
  if (!current) {
    const manifestUrl = defaultManifestUrl(remote);
    return { version: DEFAULT_RELEASE_VERSION, manifestUrl, activatedAt: null, activatedBy: null };
  }
  return {
    version: current.version,
    manifestUrl: current.manifestUrl,
    activatedAt: current.activatedAt.toISOString(),
    activatedBy: madeLive?.version === current.version ? madeLive.actor : null,
  };
}

const canaryOf = (row: CanaryRow | undefined): RemoteCanary | null =>
  row
    ? {
        version: row.version,
        manifestUrl: row.manifestUrl,
        percent: row.percent,
        startedBy: row.startedBy,
        startedAt: row.startedAt.toISOString(),
      }
    : null;

const releaseOf = (row: ReleaseRow, health: HealthOf): RemoteRelease => ({
  version: row.version,
  manifestUrl: row.manifestUrl,
  shared: row.shared,
  compatible: row.compatible,
  problems: problemsOf(row.problems),
  releasedBy: row.releasedBy,
  releasedAt: row.releasedAt.toISOString(),
  health: health(row.version),
});

/**
 * Per remote (REMOTE_NAMES order): the live version and who made it live, the running canary,
 * the registered versions newest first then the default build, each with its health over the
 * last hour, and the latest HISTORY_LENGTH events.
 */
export async function listReleases(database: Database): Promise<RemoteReleases[]> {
  const [live, canaries, releases, health, wentLive, histories] = await Promise.all([
    database.db.select().from(liveRemotes),
    database.db.select().from(remoteCanaries),
    database.db.select().from(remoteReleases).orderBy(desc(remoteReleases.id)),
    recentHealth(database),
    latestGoingLive(database),
    Promise.all(REMOTE_NAMES.map((remote) => historyOf(database, remote))),
  ]);
  return REMOTE_NAMES.map((remote, index) => {
    const healthOf: HealthOf = (version) => health.get(healthKey(remote, version)) ?? NO_HEALTH;
    const ofRemote = <R extends { remote: string }>(rows: R[]) =>
      rows.filter((row) => row.remote === remote);
    return {
      remote,
      live: liveOf(remote, ofRemote(live)[0], ofRemote(wentLive)[0]),
      canary: canaryOf(ofRemote(canaries)[0]),
      releases: [
        ...ofRemote(releases).map((row) => releaseOf(row, healthOf)),
        defaultBuild(remote, healthOf(DEFAULT_RELEASE_VERSION)),
      ],
      history: histories[index]!,
    };
  });
}
