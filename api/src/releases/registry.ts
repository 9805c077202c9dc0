import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import {
  REMOTES,
  REMOTE_NAMES,
  sharedVersionProblems,
  sharedVersionsOf,
  type RemoteName,
  type SharedManifest,
} from '../contracts';
import type { Database } from '../db/database';
import { liveRemotes, releaseEvents, remoteReleases } from '../db/schema';
import { fileOf } from '../plugins/page-hints';
import { HttpError } from '../plugins/errors';
import { activateRemote } from './live-remotes';

/** Largest mf-manifest.json read (a built remote's is a few kilobytes). */
export const MAX_MANIFEST_BYTES = 1024 * 1024;
/** How long an http(s) manifest may take to arrive. */
export const MANIFEST_TIMEOUT_MS = 5_000;
/** The actor of a call authorised by RELEASE_TOKEN. */
export const TOKEN_ACTOR = 'release token';

const problemsOf = (text: string) => (text ? text.split('\n') : []);

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

function parseManifest(text: string, url: string): SharedManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, `${url} is not valid JSON`);
  }
  return sharedManifestOf(parsed, url);
}

async function fetchManifest(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch {
    throw new HttpError(400, `${url} could not be fetched`);
  }
  if (!response.ok || !response.body) {
    throw new HttpError(400, `${url} answered ${response.status}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > MAX_MANIFEST_BYTES) throw new HttpError(400, `${url} is too large`);
      chunks.push(Buffer.from(chunk));
    }
  } catch (error) {
    await response.body.cancel().catch(() => undefined);
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `${url} could not be fetched`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A remote's mf-manifest.json: a /releases/ or /remotes/ URL from the folders this api serves,
 * or an absolute http(s) URL. Anything unreadable is the caller's input: 400.
 */
export async function readRemoteManifest(config: AppConfig, url: string): Promise<SharedManifest> {
  if (/^https?:\/\//i.test(url)) return parseManifest(await fetchManifest(url), url);
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

/** The live shell's manifest; undefined when there is no shell build (nothing to check against). */
function readShellManifest(config: AppConfig): SharedManifest | undefined {
  const file = path.join(config.webRoot, 'shell', 'dist', 'mf-manifest.json');
  try {
    return sharedManifestOf(JSON.parse(fs.readFileSync(file, 'utf8')), file);
  } catch {
    return undefined;
  }
}

/** Why `remote` does not fit the live shell; [] when it does or no shell build is there. */
function shellProblems(config: AppConfig, remote: SharedManifest): string[] {
  const shell = readShellManifest(config);
  return shell ? sharedVersionProblems(shell, remote) : [];
}

export interface RegisterInput {
  remote: RemoteName;
  version: string;
  manifestUrl: string;
  actor: string;
}

/**
 * Records a build of a remote with its shared versions and whether they fit the live shell.
 * A version is registered once (409 after); an incompatible one is stored as refused and
 * answered 409 with the reasons.
 */
export async function registerRelease(database: Database, config: AppConfig, input: RegisterInput) {
  const manifest = await readRemoteManifest(config, input.manifestUrl);
  const problems = shellProblems(config, manifest);
  const compatible = problems.length === 0;
  const stored = await database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(remoteReleases)
      .values({
        remote: input.remote,
        version: input.version,
        manifestUrl: input.manifestUrl,
        shared: sharedVersionsOf(manifest),
        compatible,
        problems: problems.join('\n'),
        releasedBy: input.actor,
      })
      .onConflictDoNothing()
      .returning({ id: remoteReleases.id });
    if (!row) return false;
    await tx.insert(releaseEvents).values({
      remote: input.remote,
      version: input.version,
      action: compatible ? 'register' : 'refuse',
      actor: input.actor,
      note: compatible ? input.manifestUrl : problems.join('\n'),
    });
    return true;
  });
  if (!stored) {
    throw new HttpError(
      409,
      `${input.remote} ${input.version} is registered already: releases are immutable, pick another version`,
    );
  }
  if (!compatible) {
    throw new HttpError(
      409,
      `${input.remote} ${input.version} does not fit the shell's shared libraries: ${problems.join('; ')}`,
    );
  }
}

/**
 * Makes a registered, compatible version the live one on every instance (activateRemote).
 * Its shared versions are checked again against the shell live now: the shell may have moved.
 */
export async function activateRelease(
  database: Database,
  config: AppConfig,
  input: { remote: RemoteName; version: string; actor: string },
) {
  const [release] = await database.db
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, input.remote), eq(remoteReleases.version, input.version)));
  if (!release) throw new HttpError(404, `${input.remote} ${input.version} is not registered`);
  const problems = release.compatible
    ? shellProblems(config, {
        shared: Object.entries(release.shared).map(([name, version]) => ({ name, version })),
      })
    : problemsOf(release.problems);
  if (problems.length > 0) {
    throw new HttpError(
      409,
      `${input.remote} ${input.version} does not fit the shell's shared libraries: ${problems.join('; ')}`,
    );
  }
  await activateRemote(database, {
    remote: input.remote,
    version: release.version,
    manifestUrl: release.manifestUrl,
  });
  await database.db.insert(releaseEvents).values({
    remote: input.remote,
    version: input.version,
    action: 'activate',
    actor: input.actor,
    note: release.manifestUrl,
  });
}

/** Per remote: the live version (null: the default build) and its registered versions, newest first. */
export async function listReleases(database: Database) {
  const [live, releases] = await Promise.all([
    database.db.select().from(liveRemotes),
    database.db.select().from(remoteReleases).orderBy(desc(remoteReleases.id)),
  ]);
  return REMOTE_NAMES.map((remote) => {
    const current = live.find((row) => row.remote === remote);
    return {
      remote,
      live: current
        ? {
            version: current.version,
            manifestUrl: current.manifestUrl,
            activatedAt: current.activatedAt.toISOString(),
          }
        : {
            version: null,
            manifestUrl: `/remotes/${REMOTES[remote].package}/mf-manifest.json`,
            activatedAt: null,
          },
      releases: releases
        .filter((row) => row.remote === remote)
        .map((row) => ({
          version: row.version,
          manifestUrl: row.manifestUrl,
          shared: row.shared,
          compatible: row.compatible,
          problems: problemsOf(row.problems),
          releasedBy: row.releasedBy,
          releasedAt: row.releasedAt.toISOString(),
        })),
    };
  });
}
