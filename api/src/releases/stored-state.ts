import { and, eq } from 'drizzle-orm';
import type { RemoteName } from '../contracts';
import { liveRemotes, remoteCanaries, remoteReleases } from '../db/schema';
import type { ReleaseTx } from './release-lock';
import { notRegistered } from './refusals';

/** A registered version of a remote, or undefined. */
export async function findRelease(tx: ReleaseTx, remote: RemoteName, version: string) {
  const [release] = await tx
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)));
  return release;
}

/** A registered version of a remote; 404 when it is not. */
export async function registeredRelease(tx: ReleaseTx, remote: RemoteName, version: string) {
  const release = await findRelease(tx, remote, version);
  if (!release) throw notRegistered(remote, version);
  return release;
}

/** The live row of a remote; undefined while its default build is live. */
export async function liveRow(tx: ReleaseTx, remote: RemoteName) {
  const [live] = await tx.select().from(liveRemotes).where(eq(liveRemotes.remote, remote));
  return live;
}

/** The running canary of a remote, or undefined. */
export async function canaryRow(tx: ReleaseTx, remote: RemoteName) {
  const [canary] = await tx.select().from(remoteCanaries).where(eq(remoteCanaries.remote, remote));
  return canary;
}
