import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * Moves the serial sequence of `id` to at least `wanted` and the largest stored id, never back.
 * The advisory lock orders the moves of concurrent explicit-id inserts on one table, so a
 * smaller target read earlier cannot overwrite a larger one.
 */
async function keepSequenceAhead(db: Db, table: PgTable, id: PgColumn, wanted: number) {
  const name = getTableName(table);
  const sequence = sql`pg_get_serial_sequence(${name}, ${id.name})`;
  await db.transaction(async (tx) => {
    // Advisory locks and setval are function calls without a table: drizzle's select needs a FROM.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('id-sequence'), hashtext(${name}))`);
    await tx.execute(sql`SELECT setval(${sequence}, GREATEST(${wanted}::bigint,
      (SELECT max(${id}) FROM ${table}), pg_sequence_last_value(${sequence}::regclass)))`);
  });
}

/**
 * Inserts `row` into `table` with the id `wanted` when that id is free, otherwise (or without
 * `wanted`) with the sequence's next id, and answers the id used. The sequence is moved past
 * `wanted` first, so no insert by the sequence can take that id afterwards. A conflict on
 * another unique column throws PostgreSQL's unique violation (see unique-violation.ts).
 */
export async function insertWithId<T extends PgTable>(
  db: Db,
  table: T,
  id: PgColumn,
  row: T['$inferInsert'],
  wanted?: number,
): Promise<number> {
  if (wanted) {
    await keepSequenceAhead(db, table, id, wanted);
    const key = Object.entries(getTableColumns(table)).find(([, column]) => column === id)![0];
    const [inserted] = await db
      .insert(table)
      .values({ ...row, [key]: wanted })
      .onConflictDoNothing({ target: id })
      .returning({ id });
    if (inserted) return inserted.id as number;
  }
  const [inserted] = await db.insert(table).values(row).returning({ id });
  return inserted!.id as number;
}
