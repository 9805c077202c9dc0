import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { remoteReleases } from '../db/schema';

/**
 * The sha256 of the first-paint file registered with a manifest URL: a string for a registered,
 * fitting version whose manifest named one, null for one whose manifest named none, undefined
 * for a URL no fitting version was registered with.
 */
export type VettedFirstPaint = (manifestUrl: string) => Promise<string | null | undefined>;

/** Manifest URLs remembered per instance (the live and canary versions of four remotes). */
const REMEMBERED_URLS = 64;

const readers = new WeakMap<Database, VettedFirstPaint>();

async function lookUp(database: Database, manifestUrl: string) {
  const [release] = await database.db
    .select({ sha256: remoteReleases.firstPaintSha256 })
    .from(remoteReleases)
    .where(and(eq(remoteReleases.manifestUrl, manifestUrl), eq(remoteReleases.compatible, true)))
    .orderBy(desc(remoteReleases.id))
    .limit(1);
  return release ? release.sha256 : undefined;
}

function vettedReader(database: Database): VettedFirstPaint {
  const cache = new Map<string, Promise<string | null | undefined>>();
  database.changes.subscribe((topic) => {
    if (topic === 'remotes') cache.clear();
  });
  return (manifestUrl) => {
    if (!database.changes.live) return lookUp(database, manifestUrl);
    let found = cache.get(manifestUrl);
    if (!found) {
      if (cache.size >= REMEMBERED_URLS) cache.clear();
      found = lookUp(database, manifestUrl);
      cache.set(manifestUrl, found);
      found.catch(() => {
        if (cache.get(manifestUrl) === found) cache.delete(manifestUrl);
      });
    }
    return found;
  };
}

/**
 * What the registry vouches for, read once per URL and instance until a `remotes` change (a
 * registration naming a first-paint file publishes one), afresh while the change feed is down.
 * One cache per database.
 */
export function vettedFirstPaints(database: Database): VettedFirstPaint {
  let read = readers.get(database);
  if (!read) {
    read = vettedReader(database);
    readers.set(database, read);
  }
  return read;
}
