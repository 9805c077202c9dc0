import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ImageStorage, ObjectMeta } from '../uploads/storage/image-storage';
import { isReleaseKey } from '../releases/bucket/release-paths';
import { isValidKey, UPLOADS_PREFIX } from '../uploads/storage/keys';

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
    if (result.status === 'missing') return reply.callNotFound();
    setObjectHeaders(reply, result.meta, result.status === 'not-modified');
    if (result.status === 'not-modified') return reply.code(304).send();
    return reply.send(result.body);
  };

/** Sends the browser to the CDN for the bytes; the redirect itself is cached like an image. */
const redirectTo = (publicUrl: string) => async (request: FastifyRequest, reply: FastifyReply) => {
  const key = keyOf(request);
  if (!isImageKey(key)) return reply.callNotFound();
  return reply.header('Cache-Control', UPLOADS_CACHE_CONTROL).redirect(`${publicUrl}/${key}`, 301);
};

/**
 * Serves `/uploads/<key>`: the local driver's directory from disk (as @fastify/static always did),
 * or the bucket's objects, streamed or redirected to `publicUrl` when one is configured.
 */
export async function uploadsHosting(app: FastifyInstance, storage: ImageStorage) {
  if (storage.directory !== undefined) {
    fs.mkdirSync(storage.directory, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.directory,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      cacheControl: false,
      dotfiles: 'deny',
      setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', UPLOADS_CACHE_CONTROL),
    });
    return;
  }
  app.route({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_PREFIX}*`,
    handler: storage.publicUrl ? redirectTo(storage.publicUrl) : streamFrom(storage),
  });
}
