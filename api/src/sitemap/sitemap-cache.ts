/**
 * The sitemap files as compressed bytes (brotli or gzip, as asked), per origin and file: a full
 * product file is ~18 MB of XML but well under 1 MB compressed, and rendering and compressing it
 * costs ~100x more than sending it. Freshness follows the response cache (plugins/response-cache):
 * - every `catalog` change clears it (a write through any instance, or any other write of the
 *   catalogue's tables, announced by the database), and an answer computed while one happened is
 *   not kept, so a listed product is in the next read;
 * - while the change feed is down nothing is served from it or kept in it.
 */

/** How long a file is served from memory: the staleness bound for a write that skips triggers. */
export const SITEMAP_CACHE_TTL_MS = 5 * 60_000;
/** Bytes kept in all; the oldest files are dropped first (1M products: ~40 files of < 1 MB). */
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  bytes: Buffer;
  expiresAt: number;
}

export class SitemapCache {
  private generation = 0;
  private size = 0;
  private readonly entries = new Map<string, Entry>();
  /** Files being rendered per key since the last change: requests that miss together share one. */
  private readonly pending = new Map<string, Promise<Buffer | undefined>>();

  constructor(
    private readonly isLive: () => boolean = () => true,
    private readonly ttlMs = SITEMAP_CACHE_TTL_MS,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  private get(key: string, now: number): Buffer | undefined {
    if (!this.isLive()) return undefined;
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.bytes;
    if (entry) this.drop(key, entry);
    return undefined;
  }

  private drop(key: string, entry: Entry) {
    this.entries.delete(key);
    this.size -= entry.bytes.length;
  }

  private store(key: string, token: number, bytes: Buffer, now = Date.now()) {
    if (token !== this.generation || !this.isLive() || bytes.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    for (const [oldest, entry] of this.entries) {
      if (this.size + bytes.length <= this.maxBytes) break;
      this.drop(oldest, entry);
    }
    this.entries.set(key, { bytes, expiresAt: now + this.ttlMs });
    this.size += bytes.length;
  }

  /**
   * The bytes under `key`: cached, or rendered by `compute` once for every request that misses
   * meanwhile (undefined: no such file, not kept). `fresh` (a request's Cache-Control: no-cache)
   * skips the kept bytes but still joins a render under way: every render began after the last
   * change, and one file is never rendered twice at once, whatever requests ask.
   */
  load(
    key: string,
    compute: () => Promise<Buffer | undefined>,
    fresh = false,
  ): Promise<Buffer | undefined> {
    const cached = fresh ? undefined : this.get(key, Date.now());
    if (cached) return Promise.resolve(cached);
    const pending = this.pending.get(key);
    if (pending) return pending;
    const token = this.generation;
    const read = compute()
      .then((bytes) => {
        if (bytes) this.store(key, token, bytes);
        return bytes;
      })
      .finally(() => {
        if (this.pending.get(key) === read) this.pending.delete(key);
      });
    this.pending.set(key, read);
    return read;
  }

  /** Forgets every file (after a change of the catalogue). */
  invalidate() {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
    this.size = 0;
  }

  get bytes() {
    return this.size;
  }
}
