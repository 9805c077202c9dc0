import type { Pool, PoolClient } from 'pg';
import type { Database } from '../../db/database';
import { pageTotal } from '../products/product-queries';

type Queryable = Pool | PoolClient;

/** Moves the id sequence past the largest id (explicit ids must never collide later). */
export async function bumpSequence(db: Queryable, table: string) {
  await db.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`,
  );
}

/**
 * Inserts a row with the id asked for when it is free, otherwise with the next free id, and
 * answers the id used. `columns` and `values` exclude the id.
 */
export async function insertWithId(
  db: Queryable,
  table: string,
  columns: string[],
  values: unknown[],
  wanted?: number,
): Promise<number> {
  const marks = (from: number) => values.map((_, i) => `$${i + from}`).join(', ');
  if (wanted) {
    const { rows } = await db.query(
      `INSERT INTO ${table} (id, ${columns.join(', ')}) VALUES ($1, ${marks(2)})
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [wanted, ...values],
    );
    await bumpSequence(db, table);
    if (rows.length > 0) return wanted;
  }
  const { rows } = await db.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${marks(1)}) RETURNING id`,
    values,
  );
  return rows[0].id as number;
}

export interface PageQuery {
  page: number;
  limit: number;
  search: string;
}

/** WHERE clause of a back-office search: the id itself or a part of the name. */
export function searchClause(search: string, nameColumn = 'name', idColumn = 'id') {
  const text = search.trim();
  if (!text) return { where: '', params: [] as unknown[] };
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (/^\d{1,9}$/.test(text)) {
    return {
      where: `WHERE (${idColumn} = $1 OR ${nameColumn} ILIKE $2)`,
      params: [Number(text), pattern] as unknown[],
    };
  }
  return { where: `WHERE ${nameColumn} ILIKE $1`, params: [pattern] as unknown[] };
}

/** A back-office page: rows ordered by id, optional search by id or name, and the total. */
export async function pageOf(database: Database, table: string, columns: string, query: PageQuery) {
  const { where, params } = searchClause(query.search);
  const n = params.length;
  const [data, total] = await Promise.all([
    database.pool.query(
      `SELECT ${columns} FROM ${table} ${where} ORDER BY id LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    ),
    pageTotal(database, table, table, where.replace(/^WHERE /, ''), params),
  ]);
  return { data: data.rows, total };
}
