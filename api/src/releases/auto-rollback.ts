import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { ReleaseHealth, RemoteName } from '../contracts';
import type { Database } from '../db/database';
import { remoteCanaries } from '../db/schema';
import { runningCanaries } from './canary-state';
import { recordEvent } from './events';
import { canaryHealth } from './health';
import { publishRemotes } from './live-remotes';
import { withReleaseLock } from './release-lock';

/** The actor of an automatic rollback. */
export const HEALTH_CHECK_ACTOR = 'health check';

type Thresholds = Pick<AppConfig, 'canaryFailureRate' | 'canaryMinAttempts'>;

/** 0.6 -> '60%', 0.125 -> '12.5%'. */
const percentOf = (share: number) => `${Number((share * 100).toFixed(1))}%`;

/**
 * Why a canary's health fails it, e.g. '12 of 20 mounts failed (60%), above 10%'; undefined
 * while it has fewer than canaryMinAttempts attempts or fails no more than canaryFailureRate.
 */
export function failureOf(health: ReleaseHealth, thresholds: Thresholds): string | undefined {
  const failures = health.loadFailures + health.renderErrors;
  const attempts = health.mounts + failures;
  if (attempts < thresholds.canaryMinAttempts) return undefined;
  if (!(health.failureRate > thresholds.canaryFailureRate)) return undefined;
  const rate = percentOf(health.failureRate);
  return `${failures} of ${attempts} mounts failed (${rate}), above ${percentOf(thresholds.canaryFailureRate)}`;
}

/** Ends the canary if it is still this version, with an 'auto-rollback' event; true when it did. */
async function rollBack(database: Database, remote: RemoteName, version: string, note: string) {
  return withReleaseLock(database, remote, async (tx) => {
    const ended = await tx
      .delete(remoteCanaries)
      .where(and(eq(remoteCanaries.remote, remote), eq(remoteCanaries.version, version)))
      .returning({ remote: remoteCanaries.remote });
    if (ended.length === 0) return false;
    await recordEvent(tx, {
      remote,
      version,
      action: 'auto-rollback',
      actor: HEALTH_CHECK_ACTOR,
      note,
    });
    return true;
  });
}

/**
 * After a report is stored: each reported version that is its remote's canary is rolled back
 * when, since it started, it has enough attempts and too many of them failed; every instance
 * then serves the live version again.
 */
export async function rollBackFailingCanaries(
  database: Database,
  thresholds: Thresholds,
  reported: { remote: RemoteName; version: string }[],
): Promise<void> {
  const canaries = await runningCanaries(database)();
  const checked = canaries.filter((canary) =>
    reported.some((r) => r.remote === canary.remote && r.version === canary.version),
  );
  for (const { remote, version } of checked) {
    const note = failureOf(await canaryHealth(database, remote, version), thresholds);
    if (note && (await rollBack(database, remote, version, note))) await publishRemotes(database);
  }
}
