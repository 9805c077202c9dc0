import crypto from 'node:crypto';
import { Client } from 'pg';

/** Runs `work` on a short-lived connection to `url`. */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One number from a `SELECT count(*) ...`. */
export function count(url: string, sql: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(`SELECT (${sql}) AS n`);
    return Number(rows[0]!.n);
  });
}

/** A new empty database next to TEST_DATABASE_URL's; `drop` removes it (closing its sessions). */
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `reluxe_multi_${crypto.randomBytes(5).toString('hex')}`;
  const maintenance = new URL(base);
  maintenance.pathname = '/postgres';
  await withClient(maintenance.toString(), (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(maintenance.toString(), (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}
