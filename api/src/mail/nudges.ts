/**
 * Tells this process's mail workers that mails were queued, so they look before their next poll.
 * The nudge comes before the queuing transaction commits: a worker acts on it once that change's
 * request is answered (or at its next poll), never sooner.
 */
const listeners = new Set<() => void>();

/** Calls `listener` on every nudge until the returned function is called. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function mailQueued(): void {
  for (const listener of listeners) listener();
}
