import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { remoteReleases } from '../db/schema';
import { cachedUntilRemotesChange, perDatabase } from './remotes-cache';

/**
 * The sha256 of the first-paint file registered with a manifest URL: a string for a registered,
 * fitting version whose manifest named one, null for one whose manifest named none, undefined
 * for a URL no fitting version was registered with.
 */
export type VettedFirstPaint = (manifestUrl: string) => Promise<string | null | undefined>;

/** Manifest URLs remembered per instance (the live and canary versions of four remotes). */
const REMEMBERED_URLS = 64;

async function lookUp(database: Database, manifestUrl: string) {
  const [release] = await database.db
    .select({ sha256: remoteReleases.firstPaintSha256 })
    .from(remoteReleases)
    .where(and(eq(remoteReleases.manifestUrl, manifestUrl), eq(remoteReleases.compatible, true)))
    .orderBy(desc(remoteReleases.id))
    .limit(1);
  return release ? release.sha256 : undefined;
}

/**
 * What the registry vouches for, read once per URL and instance until a `remotes` change (a
 * registration naming a first-paint file publishes one), afresh while the change feed is down.
 * One cache per database.
 */
export const vettedFirstPaints = perDatabase((database): VettedFirstPaint =>
  cachedUntilRemotesChange(
    database,
    (manifestUrl: string) => lookUp(database, manifestUrl),
    REMEMBERED_URLS,
  ),
);
