import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type QueryResultRow } from 'pg';
import {
  CHANGES_CHANNEL,
  databaseChange,
  localChangeFeed,
  postgresChangeFeed,
  type ChangeFeed,
} from './change-feed';
import { LookupCache } from './lookup-cache';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** What `db.transaction` hands its callback. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: Pool;
  /** 'postgres' (DATABASE_URL) or 'pglite' (the embedded default). */
  kind: 'postgres' | 'pglite';
  /** Brands, categories, colours and genders in memory (dropped on every `catalog` change). */
  lookups: LookupCache;
  /** Tells every instance sharing this database that cached data changed. */
  changes: ChangeFeed;
  /**
   * Runs `task` while holding the database-wide start-up lock (a PostgreSQL advisory lock), so
   * instances starting together migrate and seed one at a time.
   */
  underStartupLock<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Runs a hot read. On PostgreSQL as a named prepared statement (planned once per connection;
   * `name` must identify `text`); on PGlite unnamed (see the pool comment: one shared backend).
   */
  read<R extends QueryResultRow>(name: string, text: string, values?: unknown[]): Promise<R[]>;
  /**
   * Like read(), with each row as an array of its columns in SELECT order (no object per row);
   * an empty `name` runs the statement unnamed.
   */
  readArrays<R extends unknown[]>(name: string, text: string, values?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/** Where the database reports what goes wrong outside a query (the app's logger once it exists). */
export type DatabaseLog = (message: string, error?: unknown) => void;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL connections (DATABASE_POOL_SIZE through AppConfig.databasePoolSize); default 10. */
  poolSize?: number;
  /** Default: the console, prefixed `reluxe database:` (the pool is made before the app's logger). */
  log?: DatabaseLog;
}

export const consoleLog: DatabaseLog = (message, error) => {
  if (error === undefined) console.warn(`reluxe database: ${message}`);
  else console.error(`reluxe database: ${message}`, error);
};

const PGLITE_CONNECTIONS = 16;
/** PostgreSQL connections without a poolSize; queries are short, so a few per core suffice. */
const POSTGRES_POOL_SIZE = 10;

/** Any constant shared by every instance: the key of the start-up advisory lock. */
const STARTUP_LOCK_KEY = 7_305_108_120;

/** Holds PostgreSQL's advisory lock on a connection of its own while `task` runs. */
async function withAdvisoryLock<T>(pool: Pool, task: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    // Session advisory locks are function calls on this one client: drizzle has no lock API.
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await task();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Starts PGlite in a child process and resolves with the port its socket server listens on. */
function startPglite(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const args = [dir, String(PGLITE_CONNECTIONS), CHANGES_CHANNEL];
  const child = fork(path.join(__dirname, 'pglite-child.mjs'), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`the embedded database stopped while starting (exit ${code})`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.on('message', (message: { ready?: boolean; port?: number }) => {
      if (message?.ready && message.port) {
        child.off('exit', onExit);
        resolve({ child, port: message.port });
      }
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) child.send('shutdown');
    else child.kill('SIGTERM');
  });
}

/**
 * The embedded database's feed: in memory, plus the changes its triggers announce. PGlite has one
 * backend, listening since it started (pglite-child.mjs), so a statement's notifications come
 * back on the connection that ran it: the pool's.
 */
function pgliteChangeFeed(pool: Pool): ChangeFeed {
  const feed = localChangeFeed();
  pool.on('connect', (client) => {
    client.on('notification', ({ channel, payload }) => {
      const topic = channel === CHANGES_CHANNEL ? databaseChange(payload) : undefined;
      if (topic) void feed.publish(topic);
    });
  });
  return feed;
}

/** Opens the database (PostgreSQL when a URL is given, the embedded PGlite otherwise) and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let child: ChildProcess | undefined;
  let pool: Pool;
  if (options.databaseUrl) {
    pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? POSTGRES_POOL_SIZE,
      // Keep connections (and their prepared statements) instead of reconnecting after 10 s idle.
      idleTimeoutMillis: 60_000,
    });
  } else {
    const started = await startPglite(options.dataDir);
    child = started.child;
    pool = new Pool({
      host: '127.0.0.1',
      port: started.port,
      user: 'postgres',
      database: 'postgres',
      // ONE connection: pglite-socket 0.2.17 queues protocol messages one by one, so the
      // Parse/Bind/Execute of two connections can interleave outside a transaction (PGlite has a
      // single backend and one unnamed statement), and a failed message stalls its queue for
      // good. PGlite runs one query at a time anyway; one connection costs only pipelining.
      max: 1,
    });
  }
  const log = options.log ?? consoleLog;
  // An idle connection broke (the server restarted, the network dropped): the pool drops it and
  // connects anew on the next query; without a listener the error would end the process.
  pool.on('error', (error) => log('an idle connection failed', error));
  // Made before the migration, so the feed hears every connection of the pool.
  const pgliteFeed = child ? pgliteChangeFeed(pool) : undefined;
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  // PGlite serves one process (its one connection cannot hold a lock beside the migration).
  const underStartupLock = <T>(task: () => Promise<T>) =>
    child ? task() : withAdvisoryLock(pool, task);
  let changes: ChangeFeed;
  try {
    await underStartupLock(() =>
      migrate(db, { migrationsFolder: path.join(__dirname, 'migrations') }),
    );
    changes =
      pgliteFeed ??
      (await postgresChangeFeed(
        { connectionString: options.databaseUrl },
        (text, values) => pool.query(text, values),
        log,
      ));
  } catch (error) {
    await pool.end();
    if (child) await stopChild(child);
    throw error;
  }
  const lookups = new LookupCache(db, () => changes.live);
  changes.subscribe((topic) => {
    if (topic === 'catalog') lookups.invalidate();
  });
  const named = !child;
  return {
    db,
    pool,
    kind: child ? 'pglite' : 'postgres',
    lookups,
    changes,
    underStartupLock,
    async read<R extends QueryResultRow>(name: string, text: string, values: unknown[] = []) {
      const result = await pool.query<R>(named ? { name, text, values } : { text, values });
      return result.rows;
    },
    async readArrays<R extends unknown[]>(name: string, text: string, values: unknown[] = []) {
      const result = await pool.query<R>(
        named && name
          ? { name, text, values, rowMode: 'array' }
          : { text, values, rowMode: 'array' },
      );
      return result.rows;
    },
    async close() {
      await changes.close();
      await pool.end();
      if (child) await stopChild(child);
    },
  };
}
