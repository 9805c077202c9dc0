import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

const ROW_COUNT_SQL = 'SELECT n::int AS n FROM row_counts WHERE name = $1';

/** Largest `total` a search counts exactly; more matches answer COUNT_CAP + 1. */
export const COUNT_CAP = 10_000;

/**
 * `total` of a back-office page over the rows of `table` in `scope`: without a search the
 * trigger-kept row_counts `counter` of those rows (O(1), exact), otherwise the rows matching
 * `search` too, counted up to COUNT_CAP + 1 (so a broad search stays bounded).
 */
export async function pageTotal(
  database: Database,
  counter: string,
  table: PgTable,
  scope: SQL | undefined,
  search: SQL | undefined,
): Promise<number> {
  const { db } = database;
  if (!search) {
    // Plain SQL: Database.read names it on PostgreSQL only, drizzle's prepare() names it always.
    const [row] = await database.read<{ n: number }>('row_count', ROW_COUNT_SQL, [counter]);
    return row ? row.n : db.$count(table, scope);
  }
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(and(scope, search))
    .limit(COUNT_CAP + 1);
  const [row] = await db.select({ n: count() }).from(matches.as('matches'));
  return row?.n ?? 0;
}
