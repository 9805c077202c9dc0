import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ImageStorage, ObjectMeta } from '../uploads/storage/image-storage';
import { isReleaseKey } from '../releases/bucket/release-paths';
import { isValidKey, UPLOADS_PREFIX } from '../uploads/storage/keys';
import { keyWithSuffix, variantSource } from '../uploads/variants';

/** Uploaded images never change under their name; a week in browsers and proxies. */
export const UPLOADS_CACHE_CONTROL = 'public, max-age=604800';

const keyOf = (request: FastifyRequest) => (request.params as { '*'?: string })['*'] ?? '';

/** An image's key: plain, and not one of the releases kept in the same bucket. */
const isImageKey = (key: string) => isValidKey(key) && !isReleaseKey(key);

function setObjectHeaders(reply: FastifyReply, meta: ObjectMeta, notModified: boolean) {
  reply.header('Cache-Control', UPLOADS_CACHE_CONTROL);
  if (meta.etag) reply.header('ETag', meta.etag);
  if (meta.lastModified) reply.header('Last-Modified', meta.lastModified.toUTCString());
  if (notModified) return;
  reply.header('Content-Type', meta.contentType);
  if (meta.contentLength !== undefined) reply.header('Content-Length', meta.contentLength);
}

/**
 * For a variant not written yet (an upload older than variants, until the backfill reaches it),
 * the file the markup loaded before variants: the thumbnail for a card-sized one, else the image.
 */
function fallbackOf(key: string): string | undefined {
  const source = variantSource(key);
  if (!source) return undefined;
  return source.width <= 640 ? keyWithSuffix(source.baseKey, '-thumb.webp') : source.baseKey;
}

/** Sends the browser to a missing variant's fallback, asked again next time (backfilled by then). */
const toFallback = (reply: FastifyReply, fallback: string) =>
  reply.header('Cache-Control', 'no-cache').redirect(`${UPLOADS_PREFIX}${fallback}`, 302);

/** Streams the object through the api; 404 (the api's usual JSON) for a missing or bad key. */
const streamFrom =
  (storage: ImageStorage) => async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    if (!isImageKey(key)) return reply.callNotFound();
    // A storage failure throws a StorageUnavailableError: a 503 from the error handler.
    const result = await storage.read(key, {
      ifNoneMatch: request.headers['if-none-match'],
      metaOnly: request.method === 'HEAD',
    });
    if (result.status === 'missing') {
      const fallback = fallbackOf(key);
      return fallback ? toFallback(reply, fallback) : reply.callNotFound();
    }
    setObjectHeaders(reply, result.meta, result.status === 'not-modified');
    if (result.status === 'not-modified') return reply.code(304).send();
    return reply.send(result.body);
  };

/** Variants known to exist: objects never change under their name, so once seen is enough. */
const KNOWN_VARIANTS_MAX = 50_000;

/**
 * Sends the browser to the CDN for the bytes; the redirect itself is cached like an image. A
 * variant is looked up first (once per instance), so a missing one gets its fallback instead.
 */
const redirectTo = (storage: ImageStorage, publicUrl: string) => {
  const known = new Set<string>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    if (!isImageKey(key)) return reply.callNotFound();
    const fallback = known.has(key) ? undefined : fallbackOf(key);
    if (fallback) {
      if ((await storage.read(key, { metaOnly: true })).status === 'missing') {
        return toFallback(reply, fallback);
      }
      if (known.size >= KNOWN_VARIANTS_MAX) known.clear();
      known.add(key);
    }
    return reply
      .header('Cache-Control', UPLOADS_CACHE_CONTROL)
      .redirect(`${publicUrl}/${key}`, 301);
  };
};

/** Before the local files are served: a variant that is not there yet gets its fallback. */
const variantOrFallback =
  (storage: ImageStorage) => async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    const fallback = isImageKey(key) ? fallbackOf(key) : undefined;
    if (!fallback || (await storage.read(key, { metaOnly: true })).status !== 'missing') return;
    return toFallback(reply, fallback);
  };

/**
 * Serves `/uploads/<key>`: the local driver's directory from disk (as @fastify/static always did),
 * or the bucket's objects, streamed or redirected to `publicUrl` when one is configured.
 */
export async function uploadsHosting(app: FastifyInstance, storage: ImageStorage) {
  if (storage.directory !== undefined) {
    const directory = storage.directory;
    fs.mkdirSync(directory, { recursive: true });
    // In a scope of its own, so the hook runs for these files only.
    await app.register(async (scope) => {
      scope.addHook('onRequest', variantOrFallback(storage));
      await scope.register(fastifyStatic, {
        root: directory,
        prefix: UPLOADS_PREFIX,
        decorateReply: false,
        cacheControl: false,
        dotfiles: 'deny',
        setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', UPLOADS_CACHE_CONTROL),
      });
    });
    return;
  }
  app.route({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_PREFIX}*`,
    handler: storage.publicUrl ? redirectTo(storage, storage.publicUrl) : streamFrom(storage),
  });
}
