import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startS3, type TestS3 } from '../helpers/s3-server';
import { ApiProcess } from './api-process';
import { count, createDatabase } from './fresh-database';
import { freePort } from './free-port';
import { nginxBinary, startNginx, type Nginx } from './nginx';
import { REDIS_URL, deleteRedisKeys } from './redis-keys';
import type { Teardown } from './teardown';

export const ADMIN = { email: 'admin@multi-instance.test', password: 'MultiAdmin#2026' };
/** Failed sign-ins per account before 429, shared by every instance. */
export const LOGIN_RATE_LIMIT = 5;

/**
 * What the instances of one deployment share: database, object storage (images and releases),
 * Redis; no folder: each instance has its own data directory and RELEASES_DIR.
 */
export interface SharedServices {
  /** Scratch directory of the run (the instances' data directories). */
  root: string;
  databaseUrl: string;
  s3: TestS3;
  redisKeyPrefix: string;
  /** RELEASE_TOKEN of every instance: `npm run release` registers through any of them. */
  releaseToken: string;
}

export async function startSharedServices(teardown: Teardown): Promise<SharedServices> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-multi-'));
  teardown.add('scratch directory', () => fs.rmSync(root, { recursive: true, force: true }));
  const database = await createDatabase();
  teardown.add('database', database.drop);
  const s3 = await startS3();
  teardown.add('s3rver', s3.close);
  const redisKeyPrefix = `reluxe-test-${crypto.randomBytes(5).toString('hex')}:`;
  teardown.add('redis keys', () => deleteRedisKeys(redisKeyPrefix));
  const releaseToken = crypto.randomBytes(32).toString('base64url');
  return { root, databaseUrl: database.url, s3, redisKeyPrefix, releaseToken };
}

/** The object storage's variables, as the api and `npm run release` read them. */
export function s3Env(services: SharedServices): NodeJS.ProcessEnv {
  return {
    S3_BUCKET: services.s3.config.bucket,
    S3_ENDPOINT: services.s3.config.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

/** The environment of every instance (each adds its own PORT, DATA_DIR and RELEASES_DIR). */
export function instanceEnv(services: SharedServices): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: services.databaseUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: services.redisKeyPrefix,
    ...s3Env(services),
    LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RELEASE_TOKEN: services.releaseToken,
    LOG_LEVEL: 'warn',
  };
}

/** Spawns one instance with a data directory and releases folder of its own (no disk is shared). */
export async function spawnInstance(
  services: SharedServices,
  teardown: Teardown,
  name: string,
): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(services.root, `${name}-`));
  const instance = new ApiProcess(name, port, {
    ...instanceEnv(services),
    DATA_DIR: dataDir,
    RELEASES_DIR: path.join(dataDir, 'releases'),
  });
  teardown.add(name, () => instance.stop());
  return instance;
}

export interface Cluster extends SharedServices {
  instances: ApiProcess[];
  nginx: Nginx;
  /** Products right after the first instance seeded the empty database alone. */
  seededProducts: number;
}

/** Three instances on shared services behind nginx; the first seeds alone, then the others. */
export async function startCluster(teardown: Teardown): Promise<Cluster> {
  nginxBinary();
  const services = await startSharedServices(teardown);
  const first = await spawnInstance(services, teardown, 'api-a');
  await first.waitHealthy();
  const seededProducts = await count(services.databaseUrl, 'SELECT count(*) FROM products');
  const others = [
    await spawnInstance(services, teardown, 'api-b'),
    await spawnInstance(services, teardown, 'api-c'),
  ];
  await Promise.all(others.map((instance) => instance.waitHealthy()));
  const instances = [first, ...others];
  const nginx = await startNginx(instances.map((instance) => `127.0.0.1:${instance.port}`));
  teardown.add('nginx', nginx.stop);
  return { ...services, instances, nginx, seededProducts };
}

interface LogSource {
  name: string;
  output(): string;
}

/** Runs `work`; when it throws, the tail of every process's output is added to the error. */
export async function withLogs<T>(sources: () => LogSource[], work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    const logs = sources()
      .map((source) => `===== ${source.name}\n${source.output().slice(-8_000)}`)
      .join('\n');
    if (error instanceof Error) error.message += `\n\n${logs}`;
    throw error;
  }
}
