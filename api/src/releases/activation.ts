import type { AppConfig } from '../config';
import type { RemoteName } from '../contracts';
import type { Database } from '../db/database';
import { DEFAULT_RELEASE_VERSION } from 'shared-contracts/server';
import { recordEvent } from './events';
import {
  defaultManifestUrl,
  publishRemotes,
  storeDefaultLive,
  storeLiveRemote,
} from './live-remotes';
import { withReleaseLock, type ReleaseTx } from './release-lock';
import { canaryRunning, liveAlready } from './refusals';
import { assertFitsShell } from './shell-fit';
import { canaryRow, findRelease, liveRow, registeredRelease } from './stored-state';

export interface ActivateInput {
  remote: RemoteName;
  /** A registered version, or DEFAULT_RELEASE_VERSION for the default build. */
  version: string;
  actor: string;
}

/** 'rollback' when the target was registered before the live version, else 'activate'. */
async function activationKind(
  tx: ReleaseTx,
  remote: RemoteName,
  liveVersion: string | undefined,
  targetId: number,
) {
  const current = liveVersion ? await findRelease(tx, remote, liveVersion) : undefined;
  return current && targetId < current.id ? 'rollback' : 'activate';
}

/** A canary decides the next live version: it is promoted or aborted first (409). */
async function refuseDuringCanary(tx: ReleaseTx, remote: RemoteName) {
  const canary = await canaryRow(tx, remote);
  if (canary) throw canaryRunning(remote, canary.version);
}

/** The default build goes live again: always a rollback. */
async function activateDefault(tx: ReleaseTx, input: ActivateInput) {
  await refuseDuringCanary(tx, input.remote);
  if (!(await liveRow(tx, input.remote))) throw liveAlready(input.remote, input.version);
  await storeDefaultLive(tx, input.remote);
  await recordEvent(tx, {
    ...input,
    action: 'rollback',
    note: defaultManifestUrl(input.remote),
  });
}

async function activateRegistered(tx: ReleaseTx, config: AppConfig, input: ActivateInput) {
  const release = await registeredRelease(tx, input.remote, input.version);
  await refuseDuringCanary(tx, input.remote);
  assertFitsShell(config, release);
  const live = await liveRow(tx, input.remote);
  if (live?.version === input.version) throw liveAlready(input.remote, input.version);
  const action = await activationKind(tx, input.remote, live?.version, release.id);
  await storeLiveRemote(tx, {
    remote: input.remote,
    version: release.version,
    manifestUrl: release.manifestUrl,
  });
  await recordEvent(tx, { ...input, action, note: release.manifestUrl });
}

/**
 * Makes a registered, compatible version (or the default build) the live one on every instance.
 * Refused while a canary of the remote runs: it is promoted or aborted first. Answers the message
 * that says it is live.
 */
export async function activateRelease(
  database: Database,
  config: AppConfig,
  input: ActivateInput,
): Promise<string> {
  await withReleaseLock(database, input.remote, (tx) =>
    input.version === DEFAULT_RELEASE_VERSION
      ? activateDefault(tx, input)
      : activateRegistered(tx, config, input),
  );
  await publishRemotes(database);
  return `${input.remote} ${input.version} is live`;
}
