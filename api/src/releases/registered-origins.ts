import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { remoteReleases } from '../db/schema';
import { isHttpUrl } from './manifests';
import { cachedUntilRemotesChange, perDatabase } from './remotes-cache';

/** The origins of registered, fitting versions whose manifest is on another origin (a CDN). */
async function lookUp(database: Database): Promise<string[]> {
  const rows = await database.db
    .selectDistinct({ manifestUrl: remoteReleases.manifestUrl })
    .from(remoteReleases)
    .where(eq(remoteReleases.compatible, true));
  const origins = new Set<string>();
  for (const { manifestUrl } of rows) {
    if (!isHttpUrl(manifestUrl) || !URL.canParse(manifestUrl)) continue;
    origins.add(new URL(manifestUrl).origin);
  }
  return [...origins];
}

/**
 * What pages' Content-Security-Policy allows besides the page's own remotes config: read once per
 * instance until a `remotes` change (every activation and canary publishes one), afresh while the
 * change feed is down. One cache per database.
 */
export const registeredOrigins = perDatabase((database): (() => Promise<string[]>) => {
  const read = cachedUntilRemotesChange(database, () => lookUp(database));
  return () => read(undefined);
});
