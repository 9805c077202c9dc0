import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { DEMO_CUSTOMER, seedDatabase } from '../../src/db/seed/seed';
import { SESSION_COOKIE } from '../../src/contracts';
import { copyPgliteTemplate } from './pglite-template';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const ADMIN = { email: 'admin@reluxe.test', password: 'AdminPass#2026' };
export const CUSTOMER = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database's URL; undefined on PGlite. */
  databaseUrl?: string;
  dataDir: string;
  /** Logs in and answers the Cookie header value of the new session. */
  login(email: string, password: string): Promise<string>;
  adminCookie: string;
  customerCookie: string;
  close(): Promise<void>;
}

/** A fresh database on PostgreSQL: a new database created next to TEST_DATABASE_URL's. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `reluxe_test_${crypto.randomBytes(5).toString('hex')}`;
  const maintenance = new URL(base);
  maintenance.pathname = '/postgres';
  const admin = new Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: maintenance.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error('no session cookie in the response');
  return session.split(';')[0]!;
}

export async function startTestApp(
  backend: Backend,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-api-test-'));
  const pg = backend === 'postgres' ? await createPostgresDatabase() : undefined;
  if (!pg)
    await copyPgliteTemplate(dataDir, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  const database = await openDatabase({ databaseUrl: pg?.url, dataDir });
  try {
    return await finishTestApp(database, dataDir, pg, overrides);
  } catch (error) {
    await database.close();
    await pg?.drop();
    throw error;
  }
}

/** The api config of a test app in `dataDir`, with the sign-in and sign-up limits lifted. */
export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}) {
  return {
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    webRoot: dataDir,
    loginRateLimit: 10_000,
    loginIpRateLimit: 10_000,
    signupRateLimit: 10_000,
    // A REDIS_URL in the machine's environment must not carry counters between test runs.
    redisUrl: undefined,
    ...overrides,
  };
}

/** Migrates and demo-seeds a test database (no image files), with the test admin. */
export function seedTestDatabase(database: Database) {
  return seedDatabase(database, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    images: false,
    demo: true,
  });
}

async function finishTestApp(
  database: Database,
  dataDir: string,
  pg: { url: string; drop: () => Promise<void> } | undefined,
  overrides: Partial<AppConfig>,
): Promise<TestApp> {
  const config = testConfig(dataDir, overrides);
  await seedTestDatabase(database);
  const app = await buildApp({ database, logger: false, config });
  const login = async (email: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/User/UserLogin.php',
      payload: { Email: email, Password: password },
    });
    if (res.json().status !== 'success') throw new Error(`login failed: ${res.body}`);
    return cookieFrom(res.headers['set-cookie']);
  };
  const [adminCookie, customerCookie] = await Promise.all([
    login(ADMIN.email, ADMIN.password),
    login(CUSTOMER.email, CUSTOMER.password),
  ]);
  return {
    app,
    database,
    databaseUrl: pg?.url,
    dataDir,
    login,
    adminCookie,
    customerCookie,
    async close() {
      await app.close();
      await database.close();
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** inject with an optional session cookie. */
export function call(t: TestApp, options: InjectOptions & { cookie?: string }) {
  const { cookie, headers, ...rest } = options;
  return t.app.inject({ ...rest, headers: { ...(headers ?? {}), ...(cookie ? { cookie } : {}) } });
}
