import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import {
  FIRST_PAINT_MANIFEST_FIELD,
  STATIC_PATHS,
  type FirstPaintManifestEntry,
  type SharedManifest,
} from '../contracts';
import { fileOf } from '../plugins/page-hints';
import { HttpError } from '../http-errors';
import { releaseBucketOf, releaseFileOfUrl, TooLarge, type ReleaseBucket } from './bucket';
import { fetchLimited, FetchFailed } from './fetch-limited';
import { firstPaintEntryOf } from './first-paint-entry';

/** Largest mf-manifest.json read (a built remote's is a few kilobytes). */
export const MAX_MANIFEST_BYTES = 1024 * 1024;
/** How long an http(s) manifest may take to arrive. */
export const MANIFEST_TIMEOUT_MS = 5_000;

/** A manifest's `shared` as the check reads it; anything else is refused (400). */
function sharedManifestOf(value: unknown, url: string): SharedManifest {
  const shared = (value as { shared?: unknown } | null)?.shared;
  const valid =
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    (shared === undefined ||
      (Array.isArray(shared) &&
        shared.every(
          (s: { name?: unknown; version?: unknown } | null) =>
            typeof s?.name === 'string' && typeof s.version === 'string',
        )));
  if (!valid) throw new HttpError(400, `${url} is not an mf-manifest.json`);
  return { shared: (shared as SharedManifest['shared']) ?? [] };
}

/** What the registry reads from a remote's manifest. */
export interface RemoteManifest extends SharedManifest {
  /** Its server-side first-paint file, when it names one. */
  firstPaint?: FirstPaintManifestEntry;
}

function parseManifest(text: string, url: string): RemoteManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, `${url} is not valid JSON`);
  }
  const manifest: RemoteManifest = sharedManifestOf(parsed, url);
  const firstPaint = firstPaintEntryOf(parsed);
  if (firstPaint === null) {
    throw new HttpError(
      400,
      `${url} has an invalid ${FIRST_PAINT_MANIFEST_FIELD}: { path, sha256 } with a path below the manifest's folder`,
    );
  }
  if (firstPaint) manifest.firstPaint = firstPaint;
  return manifest;
}

async function fetchManifest(url: string): Promise<string> {
  try {
    const body = await fetchLimited(url, {
      maxBytes: MAX_MANIFEST_BYTES,
      timeoutMs: MANIFEST_TIMEOUT_MS,
    });
    return body.toString('utf8');
  } catch (error) {
    if (error instanceof FetchFailed) throw new HttpError(400, `${url} ${error.message}`);
    throw error;
  }
}

/** A manifest URL of another origin (a CDN), not one of the folders this api serves. */
export const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * A remote's mf-manifest.json: a /releases/ or /remotes/ URL from the folders this api serves (a
 * release from the bucket with S3), or an absolute http(s) URL. Anything unreadable is the
 * caller's input: 400.
 */
export async function readRemoteManifest(config: AppConfig, url: string): Promise<RemoteManifest> {
  if (isHttpUrl(url)) return parseManifest(await fetchManifest(url), url);
  const bucket = releaseBucketOf(config);
  if (bucket && url.startsWith(STATIC_PATHS.releases)) return readFromBucket(bucket, url);
  const file = fileOf(config, url);
  if (!file) throw new HttpError(400, `${url} is not a file this site serves`);
  let text: string;
  try {
    if (fs.statSync(file).size > MAX_MANIFEST_BYTES) {
      throw new HttpError(400, `${url} is too large`);
    }
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `${url} was not found`);
  }
  return parseManifest(text, url);
}

/** A release's manifest in the bucket; a bucket failure is a 503 (ReleaseFilesUnavailableError). */
async function readFromBucket(bucket: ReleaseBucket, url: string): Promise<RemoteManifest> {
  const file = releaseFileOfUrl(url);
  if (!file) throw new HttpError(400, `${url} is not a file this site serves`);
  let bytes: Buffer | undefined;
  try {
    bytes = await bucket.bytes(file, MAX_MANIFEST_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) throw new HttpError(400, `${url} is too large`);
    throw error;
  }
  if (!bytes) throw new HttpError(400, `${url} was not found`);
  return parseManifest(bytes.toString('utf8'), url);
}

/** The live shell's manifest; undefined when there is no shell build (nothing to check against). */
export function readShellManifest(config: AppConfig): SharedManifest | undefined {
  const file = path.join(config.webRoot, 'shell', 'dist', 'mf-manifest.json');
  try {
    return sharedManifestOf(JSON.parse(fs.readFileSync(file, 'utf8')), file);
  } catch {
    return undefined;
  }
}
