import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { STATIC_PATHS, type FirstPaintModule, type ShellServerModule } from '../contracts';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { fetchLimited, FetchFailed } from '../releases/fetch-limited';
import { releaseBucketOf, releaseFileOfUrl, TooLarge } from '../releases/bucket';
import { isHttpUrl, readRemoteManifest } from '../releases/manifests';
import { vettedFirstPaints } from '../releases/vetted-first-paints';
import { isFirstPaintModule, loadCommonJsFrom, type SharedLibraries } from './first-paint-module';

/**
 * First-paint modules of remotes served from another origin (an http(s) manifest URL) or from the
 * bucket (a /releases/ URL with S3). The api runs one only when a registered, fitting version has
 * that manifest URL and the file the manifest names hashes to the sha256 recorded at its
 * registration. A page never waits for the download: it goes without a first paint while the
 * module loads in the background for the next pages.
 */

/** Largest first-paint file fetched (the catalog's pages, minified, with the shared libraries left out). */
export const MAX_FIRST_PAINT_BYTES = 5 * 1024 * 1024;
/** How long a first-paint file may take to arrive. */
export const FIRST_PAINT_FETCH_TIMEOUT_MS = 10_000;
/** Modules kept loaded (live and canary versions of the remotes that paint); the least used goes. */
export const LOADED_MODULES = 8;
/** A failed load is tried again by the first page after this long, or after a `remotes` change. */
export const RETRY_AFTER_MS = 60_000;
/** Failed manifest URLs remembered; past that they are all tried again. */
const REMEMBERED_FAILURES = 64;

/** A vetted first-paint file: its URL and source, run once per shell module that uses it. */
interface RemoteFile {
  url: string;
  source: string;
  runs: WeakMap<SharedLibraries, FirstPaintModule>;
}

function run(file: RemoteFile, shared: SharedLibraries): FirstPaintModule {
  const known = file.runs.get(shared);
  if (known) return known;
  const loaded = loadCommonJsFrom(file.url, file.source, shared);
  if (!isFirstPaintModule(loaded)) throw new Error(`${file.url} has no requests/page`);
  file.runs.set(shared, loaded);
  return loaded;
}

/** The first-paint file `path` (relative to the manifest): from its origin, or from the bucket. */
async function firstPaintFile(
  config: AppConfig,
  manifestUrl: string,
  path: string,
): Promise<{ fileUrl: string; code: Buffer }> {
  const manifest = isHttpUrl(manifestUrl) ? undefined : releaseFileOfUrl(manifestUrl);
  const bucket = releaseBucketOf(config);
  if (manifest && bucket) {
    const file = { folder: manifest.folder, file: posix.join(posix.dirname(manifest.file), path) };
    const fileUrl = `${STATIC_PATHS.releases}${file.folder}/${file.file}`;
    const code = await bucket.bytes(file, MAX_FIRST_PAINT_BYTES).catch((error: unknown) => {
      throw error instanceof TooLarge ? new Error(`${fileUrl} is too large`) : error;
    });
    if (!code) throw new Error(`${fileUrl} is not in the bucket`);
    return { fileUrl, code };
  }
  const fileUrl = new URL(path, manifestUrl).href;
  try {
    const code = await fetchLimited(fileUrl, {
      maxBytes: MAX_FIRST_PAINT_BYTES,
      timeoutMs: FIRST_PAINT_FETCH_TIMEOUT_MS,
    });
    return { fileUrl, code };
  } catch (error) {
    throw error instanceof FetchFailed ? new Error(`${fileUrl} ${error.message}`) : error;
  }
}

/** The vetted file of a manifest URL, undefined when its version names no first-paint file. */
async function loadRemote(
  config: AppConfig,
  manifestUrl: string,
  database: Database | undefined,
  shared: SharedLibraries,
): Promise<RemoteFile | undefined> {
  const vetted = database ? await vettedFirstPaints(database)(manifestUrl) : undefined;
  if (vetted === null) return undefined;
  if (vetted === undefined) throw new Error('no registered, fitting version has this manifest');
  const entry = (await readRemoteManifest(config, manifestUrl)).firstPaint;
  if (!entry) throw new Error('the manifest names no first-paint file any more');
  const { fileUrl, code } = await firstPaintFile(config, manifestUrl, entry.path);
  const sha256 = createHash('sha256').update(code).digest('hex');
  if (sha256 !== vetted) {
    throw new Error(`${fileUrl} has sha256 ${sha256}, not the registered ${vetted}`);
  }
  const file: RemoteFile = { url: fileUrl, source: code.toString('utf8'), runs: new WeakMap() };
  run(file, shared);
  return file;
}

export function remoteFirstPaintReader(
  config: AppConfig,
  log: FastifyBaseLogger,
  databaseOf: () => Database | undefined,
): (manifestUrl: string, shell: ShellServerModule) => FirstPaintModule | undefined {
  const loaded = new Map<string, RemoteFile>();
  const loading = new Set<string>();
  /** When each failed (or paintless) manifest URL may be tried again. */
  const retryAt = new Map<string, number>();
  let watched: Database | undefined;

  const watch = (database: Database | undefined) => {
    if (!database || database === watched) return;
    watched = database;
    database.changes.subscribe((topic) => {
      if (topic === 'remotes') retryAt.clear();
    });
  };
  const failed = (manifestUrl: string, at: number) => {
    if (retryAt.size >= REMEMBERED_FAILURES) retryAt.clear();
    retryAt.set(manifestUrl, at);
  };
  const keep = (manifestUrl: string, file: RemoteFile) => {
    loaded.delete(manifestUrl);
    loaded.set(manifestUrl, file);
    if (loaded.size > LOADED_MODULES) loaded.delete(loaded.keys().next().value as string);
  };

  return (manifestUrl, shell) => {
    const file = loaded.get(manifestUrl);
    if (file) {
      keep(manifestUrl, file);
      try {
        return run(file, shell.shared);
      } catch (error) {
        log.warn({ err: error, manifestUrl }, 'first paint of a remote failed to run: ignored');
        loaded.delete(manifestUrl);
        failed(manifestUrl, Date.now() + RETRY_AFTER_MS);
        return undefined;
      }
    }
    if (loading.has(manifestUrl) || (retryAt.get(manifestUrl) ?? 0) > Date.now()) return undefined;
    const database = databaseOf();
    watch(database);
    loading.add(manifestUrl);
    loadRemote(config, manifestUrl, database, shell.shared)
      .then(
        (remote) => {
          retryAt.delete(manifestUrl);
          if (remote) keep(manifestUrl, remote);
          // A version without a first paint stays without: versions are immutable.
          else failed(manifestUrl, Infinity);
        },
        (error: unknown) => {
          log.warn(
            { err: error, manifestUrl },
            'first paint of a remote from another origin not loaded: its pages go without',
          );
          failed(manifestUrl, Date.now() + RETRY_AFTER_MS);
        },
      )
      .finally(() => loading.delete(manifestUrl));
    return undefined;
  };
}
