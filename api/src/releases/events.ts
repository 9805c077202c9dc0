import type { ReleaseAction, RemoteName } from '../contracts';
import { releaseEvents } from '../db/schema';
import type { ReleaseTx } from './release-lock';

export interface ReleaseEventInput {
  remote: RemoteName;
  version: string;
  action: ReleaseAction;
  actor: string;
  note?: string;
}

/** Adds one action to the remote's history, in the transaction that made it. */
export async function recordEvent(tx: ReleaseTx, event: ReleaseEventInput): Promise<void> {
  await tx.insert(releaseEvents).values({ ...event, note: event.note ?? '' });
}
