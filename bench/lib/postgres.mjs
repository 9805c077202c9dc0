// Throw-away PostgreSQL databases on the local server (127.0.0.1:5432, user postgres, trust).
const ADMIN_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin(work) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** True when the local PostgreSQL answers. */
export async function postgresAvailable() {
  try {
    return await withAdmin(
      async (client) => (await client.query('SELECT version()')).rows[0].version,
    );
  } catch {
    return false;
  }
}

/** Creates an empty database and answers its URL. */
export async function createDatabase(name) {
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name) {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** How many migrations the product's migrator (drizzle) has recorded in the database. */
export async function appliedMigrations(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}
