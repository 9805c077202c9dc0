import { sql } from 'drizzle-orm';
import type { RemoteName } from '../contracts';
import type { Database, DbTx } from '../db/database';

export type ReleaseTx = DbTx;

/**
 * Runs `task` in a transaction holding the remote's release lock (an advisory lock released at
 * commit), so two actions on one remote (activate, canary, promote, abort, automatic rollback)
 * never decide on the same state; other remotes are not held up.
 */
export function withReleaseLock<T>(
  database: Database,
  remote: RemoteName,
  task: (tx: ReleaseTx) => Promise<T>,
): Promise<T> {
  return database.db.transaction(async (tx) => {
    // Advisory locks are function calls without a table: drizzle has no lock API.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('reluxe-release'), hashtext(${remote}))`,
    );
    return task(tx);
  });
}
