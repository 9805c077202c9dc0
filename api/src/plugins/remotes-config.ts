import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { liveRemotes } from '../db/schema';
import {
  BUSINESS,
  REMOTES,
  REMOTE_NAMES,
  STATIC_PATHS,
  type RemoteName,
  type RemotesConfig,
} from '../contracts';
import type { AppConfig } from '../config';
import type { EnvVars } from '../env-schema';
import { runningCanaries } from '../releases/canary-state';
import { cachedUntilRemotesChange } from '../releases/remotes-cache';
import { onCanary, visitorOf } from '../releases/visitors';

/** Public key the embedded GoTrue-compatible /auth/v1 accepts (not a secret). */
export const DEV_ANON_KEY = 'reluxe-public-anon-key';

const ENV_NAMES: Record<RemoteName, `REMOTE_MFE_${string}_URL` & keyof EnvVars> = {
  mfe_catalog: 'REMOTE_MFE_CATALOG_URL',
  mfe_checkout: 'REMOTE_MFE_CHECKOUT_URL',
  mfe_account: 'REMOTE_MFE_ACCOUNT_URL',
  mfe_admin: 'REMOTE_MFE_ADMIN_URL',
};

type PartialConfig = Partial<Omit<RemotesConfig, 'remotes' | 'auth' | 'versions'>> & {
  remotes?: Partial<Record<RemoteName, string>>;
  versions?: Partial<Record<RemoteName, string>>;
  auth?: Partial<NonNullable<RemotesConfig['auth']>>;
};

function fromEnv(vars: EnvVars): PartialConfig {
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = vars[ENV_NAMES[name]];
    if (url) remotes[name] = url;
  }
  const auth: PartialConfig['auth'] = {};
  if (vars.SUPABASE_URL) auth.url = vars.SUPABASE_URL;
  if (vars.SUPABASE_ANON_KEY) auth.anonKey = vars.SUPABASE_ANON_KEY;
  return {
    remotes,
    auth,
    ...(vars.BUSINESS_PHONE ? { phone: vars.BUSINESS_PHONE } : {}),
  };
}

/** Reads the JSON file layer, caching it by modification time. */
function fileLayerReader(file: string, log: FastifyInstance['log']) {
  let cached: { mtimeMs: number; value: PartialConfig } | undefined;
  return (): PartialConfig => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      cached = undefined;
      return {};
    }
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    let value: PartialConfig = {};
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (parsed && typeof parsed === 'object') value = parsed as PartialConfig;
    } catch (error) {
      log.warn({ err: error, file }, 'remotes config file is not valid JSON; ignoring it');
    }
    cached = { mtimeMs, value };
    return value;
  };
}

function merge(layers: PartialConfig[], origin: string): RemotesConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${REMOTES[name].package}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  const result: Required<RemotesConfig> = {
    remotes,
    phone: BUSINESS.phone,
    auth: { url: origin, anonKey: DEV_ANON_KEY },
    versions: {},
  };
  const versions = result.versions;
  for (const layer of layers) {
    for (const name of REMOTE_NAMES) {
      const url = layer.remotes?.[name];
      if (typeof url !== 'string' || !url) continue;
      result.remotes[name] = url;
      // A layer that moves a remote names its version, or leaves it unknown.
      const version = layer.versions?.[name];
      if (typeof version === 'string' && version) versions[name] = version;
      else delete versions[name];
    }
    if (typeof layer.phone === 'string') result.phone = layer.phone;
    if (typeof layer.auth?.url === 'string') result.auth.url = layer.auth.url;
    if (typeof layer.auth?.anonKey === 'string') result.auth.anonKey = layer.auth.anonKey;
  }
  return result;
}

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The database layer: the version of each remote activated by `npm run release -- --activate`,
 * shared by every instance. Kept in memory until a `remotes` change, and read afresh for every
 * request while the change feed is down.
 */
function databaseLayerReader(database: Database): () => Promise<PartialConfig> {
  const load = async (): Promise<PartialConfig> => {
    const rows = await database.db.select().from(liveRemotes);
    const layer: Required<Pick<PartialConfig, 'remotes' | 'versions'>> = {
      remotes: {},
      versions: {},
    };
    for (const row of rows) {
      if (!(REMOTE_NAMES as string[]).includes(row.remote)) continue;
      layer.remotes[row.remote as RemoteName] = row.manifestUrl;
      layer.versions[row.remote as RemoteName] = row.version;
    }
    return layer;
  };
  const read = cachedUntilRemotesChange(database, load);
  return () => read(undefined);
}

/**
 * The canary layer of one visitor: each remote whose running canary covers the visitor's bucket
 * names the canary's manifest and version. Nothing without a visitor.
 */
async function canaryLayer(database: Database, visitorId?: string): Promise<PartialConfig> {
  if (!visitorId) return {};
  const layer: Required<Pick<PartialConfig, 'remotes' | 'versions'>> = {
    remotes: {},
    versions: {},
  };
  for (const canary of await runningCanaries(database)()) {
    if (!onCanary(canary.remote, visitorId, canary.percent)) continue;
    layer.remotes[canary.remote] = canary.manifestUrl;
    layer.versions[canary.remote] = canary.version;
  }
  return layer;
}

/** The config of one visitor (VISITOR_COOKIE's id; without it, no canary). */
export type RemotesConfigReader = (origin: string, visitorId?: string) => Promise<RemotesConfig>;

/**
 * The live remotes config: defaults <- the database (released versions) <- the visitor's
 * canaries <- env <- the config file (re-read when its mtime changes). The env and the file stay
 * overrides of what was released.
 */
export function remotesConfigReader(
  config: AppConfig,
  log: FastifyInstance['log'],
  database?: Database,
): RemotesConfigReader {
  const readFileLayer = fileLayerReader(config.remotesConfigFile, log);
  const readDatabaseLayer = database ? databaseLayerReader(database) : async () => ({});
  const readCanaryLayer = (visitorId?: string) =>
    database ? canaryLayer(database, visitorId) : Promise.resolve({});
  const envLayer = fromEnv(config.vars);
  return async (origin, visitorId) => {
    const [released, canaries] = await Promise.all([
      readDatabaseLayer(),
      readCanaryLayer(visitorId),
    ]);
    return merge([released, canaries, envLayer, readFileLayer()], origin);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    remotesConfig: RemotesConfigReader;
  }
}

/**
 * Serves GET /remotes.json: the config of the visitor, who gets their cookie here when they have
 * none (the answer then already follows the new id).
 */
export async function remotesConfigRoutes(app: FastifyInstance) {
  app.get(STATIC_PATHS.remotesConfig, async (request, reply) => {
    const visitorId = visitorOf(request, reply);
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    return app.remotesConfig(requestOrigin(request), visitorId);
  });
}
