import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbTx } from './database';

type Executor = Pick<Db, 'execute'>;

/**
 * Takes the table's id lock until the transaction ends. Inserts numbered by the sequence hold it
 * shared; an insert asking for an id holds it alone, so no id the sequence has handed out is
 * still on its way to the table while that insert looks whether its id is free.
 */
const lockIds = (tx: Executor, table: PgTable, alone: boolean) => {
  // Advisory locks are function calls without a table: drizzle's select needs a FROM.
  const keys = sql`hashtext('id-sequence'), hashtext(${getTableName(table)})`;
  return tx.execute(
    alone
      ? sql`SELECT pg_advisory_xact_lock(${keys})`
      : sql`SELECT pg_advisory_xact_lock_shared(${keys})`,
  );
};

/** Inside a transaction that inserts into `table` by its sequence: call before the insert. */
export const holdSequenceIds = (tx: Executor, table: PgTable) => lockIds(tx, table, false);

/**
 * Runs `insert` in a transaction holding `table`'s sequence ids, for inserts outside
 * `insertWithId` into a table where ids can also be asked for.
 */
export const insertBySequence = <R>(db: Db, table: PgTable, insert: (tx: DbTx) => Promise<R>) =>
  db.transaction(async (tx) => {
    await holdSequenceIds(tx, table);
    return insert(tx);
  });

/** Moves the serial sequence of `id` to at least `wanted` and the largest stored id, never back. */
async function keepSequenceAhead(tx: Executor, table: PgTable, id: PgColumn, wanted: number) {
  const sequence = sql`pg_get_serial_sequence(${getTableName(table)}, ${id.name})`;
  await tx.execute(sql`SELECT setval(${sequence}, GREATEST(${wanted}::bigint,
    (SELECT max(${id}) FROM ${table}), pg_sequence_last_value(${sequence}::regclass)))`);
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
  const bySequence = async (tx: DbTx) => {
    const [inserted] = await tx.insert(table).values(row).returning({ id });
    return inserted!.id as number;
  };
  if (!wanted) return insertBySequence(db, table, bySequence);
  return db.transaction(async (tx) => {
    await lockIds(tx, table, true);
    await keepSequenceAhead(tx, table, id, wanted);
    const key = Object.entries(getTableColumns(table)).find(([, column]) => column === id)![0];
    const [asked] = await tx
      .insert(table)
      .values({ ...row, [key]: wanted })
      .onConflictDoNothing({ target: id })
      .returning({ id });
    return asked ? (asked.id as number) : bySequence(tx);
  });
}
