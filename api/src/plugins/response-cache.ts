import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { addVary } from '../cache-control';
import { hookRoutes, isWriteRoute } from './route-hooks';

/**
 * A cache of whole public JSON responses (the storefront's product list first pages and
 * the product search suggestions), kept as the serialised body plus its brotli / gzip bytes, so a
 * hit costs neither the database, nor the row mapping, nor JSON.stringify, nor compression.
 *
 * Freshness:
 * - every write request (POST, PUT, PATCH or DELETE on a route, except the sign-in/sign-up/
 *   sign-out calls that never touch products, see READ_ONLY_WRITES) publishes a `catalog` change
 *   before its response is sent, and every instance sharing the database clears its cache on it
 *   (db/change-feed.ts), so a client that saw its write succeed never reads an older list or search
 *   from any instance;
 * - a response computed while a write finished is not stored (`begin()` takes the generation, and
 *   `store()` drops the body when it changed meanwhile), so a read that started before the write
 *   committed cannot put the old rows back;
 * - while the change feed is down (it may miss other instances' writes) nothing is served from or
 *   kept in the cache;
 * - every other write of the catalogue's tables (the card-hold sweep, the seed CLI, psql) is
 *   announced by the database's own triggers at commit, and clears every instance's cache too.
 * Stock at order time is always read from the database inside the order's transaction.
 */

/**
 * How long a response is served. Every write is announced (above), so this bounds staleness only
 * for one that skips the triggers (a restore with `session_replication_role = replica`).
 */
export const RESPONSE_CACHE_TTL_MS = 30_000;
/**
 * Characters of body kept per map of the cache, the oldest key dropped first: a bound on memory
 * (compressed copies add about a fifth) that holds thousands of product answers or a few hundred
 * list pages, so the answers a busy second asks for again are still there.
 */
export const RESPONSE_CACHE_MAX_CHARS = 16 * 1024 * 1024;
/** Same as @fastify/compress: smaller bodies are sent uncompressed. */
const COMPRESS_THRESHOLD = 1024;
/** Same quality as @fastify/compress's default (fast enough to run inline once per second). */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** POSTs that never write products, stock, orders or the names shown with products. */
const READ_ONLY_WRITES = [
  /^\/api\/User\/(UserLogin|signup|logout)\.php(\?|$)/,
  /^\/auth\/v1\/(token|logout|otp|recover|verify|signup)(\?|\/|$)/,
  // The release registry and browsers' health reports never touch the catalogue.
  /^\/api\/Releases\//,
];

interface Entry {
  body: string;
  expiresAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Entries by key in the order first stored, holding at most RESPONSE_CACHE_MAX_CHARS of body. A
 * stored key is updated in place, never deleted and added again: V8 pays that pair in time
 * proportional to the map's size (14 µs at 10,000 keys), on every answer refreshed. The first
 * stored is dropped first; a busy answer dropped costs one more read.
 */
class BoundedEntries {
  private readonly map = new Map<string, Entry>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string) {
    return this.map.get(key);
  }

  /** Sets `key`, dropping the first stored entries beyond the bound. */
  set(key: string, entry: Entry) {
    const known = this.map.get(key);
    this.map.set(key, entry);
    this.chars += entry.body.length - (known?.body.length ?? 0);
    if (this.chars <= this.maxChars) return;
    for (const [oldest, dropped] of this.map) {
      if (this.chars <= this.maxChars || oldest === key) break;
      this.map.delete(oldest);
      this.chars -= dropped.body.length;
    }
  }

  clear() {
    this.map.clear();
    this.chars = 0;
  }

  get size() {
    return this.map.size;
  }
}

export class ResponseCache {
  private generation = 0;
  private readonly entries: BoundedEntries;
  /**
   * The last answer computed per key, kept past its TTL and across writes: a new answer whose body
   * is the same string takes over its compressed bytes instead of compressing again (brotli was
   * the largest cost of a response read from the database). Only bytes of that exact body are
   * reused, so a changed answer is always compressed afresh.
   */
  private readonly lastResponses: BoundedEntries;
  /** Answers being read per key since the last write: requests that miss together share one. */
  private readonly pending = new Map<string, Promise<Entry>>();

  constructor(
    private readonly ttlMs = RESPONSE_CACHE_TTL_MS,
    private readonly isLive: () => boolean = () => true,
    maxChars = RESPONSE_CACHE_MAX_CHARS,
  ) {
    this.entries = new BoundedEntries(maxChars);
    this.lastResponses = new BoundedEntries(maxChars);
  }

  /** The cached body for `key`, or undefined when missing, expired or the change feed is down. */
  get(key: string, now = Date.now()): Entry | undefined {
    if (!this.isLive()) return undefined;
    const entry = this.entries.get(key);
    // An expired entry stays until its key is stored again (see BoundedEntries).
    if (!entry || entry.expiresAt <= now) return undefined;
    return entry;
  }

  /** Call before reading the data of a response; pass the token to store(). */
  begin(): number {
    return this.generation;
  }

  /**
   * Serialises `value` and keeps it under `key` unless a write finished since `begin()` (then the
   * answer is still correct for this request, but may predate the write and is not kept).
   */
  store(key: string, token: number, value: unknown, now = Date.now()): Entry {
    const body = JSON.stringify(value);
    const last = this.lastResponses.get(key);
    const entry: Entry =
      last?.body === body
        ? { body, expiresAt: now + this.ttlMs, br: last.br, gzip: last.gzip }
        : { body, expiresAt: now + this.ttlMs };
    this.lastResponses.set(key, entry);
    if (token !== this.generation || !this.isLive()) return entry;
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * The response under `key`: the cached one, or one `compute()` shared by every request that misses
   * while it runs. Without this, an entry expiring under load sends every waiting request to the
   * database at the same moment (50 at once in the bench) and the slowest of them sets the tail.
   * A request that arrives after a write finished never joins a read begun before it: invalidate()
   * forgets the pending reads. A failed read fails the requests that joined it, and the next
   * request reads again.
   */
  load(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    const cached = this.get(key);
    if (cached) return Promise.resolve(cached);
    const pending = this.pending.get(key);
    if (pending) return pending;
    const token = this.begin();
    const read = Promise.resolve()
      .then(compute)
      .then((value) => this.store(key, token, value))
      .finally(() => {
        if (this.pending.get(key) === read) this.pending.delete(key);
      });
    this.pending.set(key, read);
    return read;
  }

  /** Forgets every response (after a write). */
  invalidate() {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * A request with `Cache-Control: no-cache` (a browser's hard reload, or the bench measuring the
 * database path) is answered from the database; its response still refreshes the cache.
 */
export const wantsFresh = (request: FastifyRequest) =>
  /\bno-cache\b/i.test(request.headers['cache-control'] ?? '');

/** The response encoding @fastify/compress would choose (br preferred, '*' counts as gzip). */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  let best: 'br' | 'gzip' | undefined;
  let bestQ = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim();
    const coding =
      name === 'br'
        ? 'br'
        : name === 'gzip' || name === 'x-gzip' || name === '*'
          ? 'gzip'
          : undefined;
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [k, v] = param.split('=');
      if (k?.trim() === 'q') q = Number(v);
    }
    if (!(q > 0)) continue;
    if (q > bestQ || (q === bestQ && coding === 'br')) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** Sends a cached body, compressed once per entry and encoding. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('content-type', 'application/json; charset=utf-8');
  addVary(reply, ['Accept-Encoding']);
  const encoding =
    entry.body.length >= COMPRESS_THRESHOLD && request.headers['x-no-compression'] === undefined
      ? chooseEncoding(request.headers['accept-encoding'])
      : undefined;
  if (encoding === 'br') {
    entry.br ??= zlib.brotliCompressSync(entry.body, BROTLI);
    return reply.header('content-encoding', 'br').send(entry.br);
  }
  if (encoding === 'gzip') {
    entry.gzip ??= zlib.gzipSync(entry.body);
    return reply.header('content-encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.body);
}

/**
 * Answers `request` from the cache under `key`, or computes the response (once for all the requests
 * that miss together, see load()), keeps it unless a write finished meanwhile (see store()) and
 * sends it. With `Cache-Control: no-cache` the request reads the database itself, and its fresh
 * answer still refreshes the cache.
 */
export async function responseCached(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
) {
  const cache = request.server.responseCache;
  if (!wantsFresh(request)) return sendCached(request, reply, await cache.load(key, compute));
  const token = cache.begin();
  const response = await compute();
  return sendCached(request, reply, cache.store(key, token, response));
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/** A route that may change products, stock, orders or the names shown with products. */
const changesCatalog = (route: RouteOptions) =>
  isWriteRoute(route) && !READ_ONLY_WRITES.some((pattern) => pattern.test(route.url));

/**
 * Decorates `app.responseCache`, clears it on every `catalog` change of any instance, and publishes
 * one when a write request answers.
 */
export function responseCaching(app: FastifyInstance) {
  const { changes } = app.database;
  const cache = new ResponseCache(RESPONSE_CACHE_TTL_MS, () => changes.live);
  app.decorate('responseCache', cache);
  changes.subscribe((topic) => {
    if (topic === 'catalog') cache.invalidate();
  });
  const published = new WeakSet<FastifyRequest>();
  const publish = async (request: FastifyRequest) => {
    published.add(request);
    try {
      await changes.publish('catalog');
    } catch (error) {
      // This instance's cache is cleared already; the others fall back on their feed's reconnect.
      request.log.error({ err: error }, 'could not announce a write to the other instances');
    }
  };
  // Before the response leaves (the write has committed by then), so every instance has dropped its
  // cache when the client sees the response; onResponse covers answers that bypass onSend (a client
  // that hung up). Only on the routes that write: reads, the hot path, carry no hook for it.
  hookRoutes(app, changesCatalog, 'onSend', (request, _reply, payload, done) => {
    void publish(request).then(() => done(null, payload));
  });
  hookRoutes(app, changesCatalog, 'onResponse', (request, _reply, done) => {
    if (!published.has(request)) void publish(request);
    done();
  });
}
