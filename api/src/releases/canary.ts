import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { RemoteName } from '../contracts';
import type { Database } from '../db/database';
import { remoteCanaries } from '../db/schema';
import { DEFAULT_RELEASE_VERSION } from 'shared-contracts/server';
import { recordEvent } from './events';
import { publishRemotes, storeLiveRemote } from './live-remotes';
import { withReleaseLock, type ReleaseTx } from './release-lock';
import { canaryRunning, liveAlready, noCanary } from './refusals';
import { assertFitsShell } from './shell-fit';
import { canaryRow, liveRow, registeredRelease } from './stored-state';

export interface CanaryInput {
  remote: RemoteName;
  version: string;
  percent: number;
  actor: string;
}

/**
 * Serves a registered, compatible version that is not live to `percent` of the visitors; the
 * same version again changes its share (its start, which the automatic rollback counts from,
 * stays). Another version's canary is promoted or aborted first (409).
 */
export async function startCanary(database: Database, config: AppConfig, input: CanaryInput) {
  const { remote, version, percent, actor } = input;
  await withReleaseLock(database, remote, async (tx) => {
    const release = await registeredRelease(tx, remote, version);
    assertFitsShell(config, release);
    const live = await liveRow(tx, remote);
    if (live?.version === version) throw liveAlready(remote, version);
    const running = await canaryRow(tx, remote);
    if (running && running.version !== version) throw canaryRunning(remote, running.version);
    await tx
      .insert(remoteCanaries)
      .values({ remote, version, manifestUrl: release.manifestUrl, percent, startedBy: actor })
      .onConflictDoUpdate({ target: remoteCanaries.remote, set: { percent } });
    await recordEvent(tx, { remote, version, action: 'canary', actor, note: `${percent}%` });
  });
  await publishRemotes(database);
}

/** The running canary of a remote, ended (deleted); 409 when there is none. */
async function endCanary(tx: ReleaseTx, remote: RemoteName) {
  const canary = await canaryRow(tx, remote);
  if (!canary) throw noCanary(remote);
  await tx.delete(remoteCanaries).where(eq(remoteCanaries.remote, remote));
  return canary;
}

/** The canary becomes the live version for everyone; answers its version. */
export async function promoteCanary(
  database: Database,
  config: AppConfig,
  input: { remote: RemoteName; actor: string },
): Promise<string> {
  const { remote, actor } = input;
  const version = await withReleaseLock(database, remote, async (tx) => {
    const canary = await endCanary(tx, remote);
    assertFitsShell(config, await registeredRelease(tx, remote, canary.version));
    await storeLiveRemote(tx, { remote, version: canary.version, manifestUrl: canary.manifestUrl });
    await recordEvent(tx, {
      remote,
      version: canary.version,
      action: 'promote',
      actor,
      note: canary.manifestUrl,
    });
    return canary.version;
  });
  await publishRemotes(database);
  return version;
}

/** Ends the canary: everyone gets the live version again. Answers both versions. */
export async function abortCanary(
  database: Database,
  input: { remote: RemoteName; actor: string },
): Promise<{ version: string; live: string }> {
  const { remote, actor } = input;
  const ended = await withReleaseLock(database, remote, async (tx) => {
    const canary = await endCanary(tx, remote);
    await recordEvent(tx, {
      remote,
      version: canary.version,
      action: 'abort',
      actor,
      note: `${canary.percent}%`,
    });
    const live = await liveRow(tx, remote);
    return { version: canary.version, live: live?.version ?? DEFAULT_RELEASE_VERSION };
  });
  await publishRemotes(database);
  return ended;
}
