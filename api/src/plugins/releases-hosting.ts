import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_PAINT_FILE, STATIC_PATHS } from '../contracts';
import { contentTypeOf } from '../releases/bucket/content-types';
import { storedVariant } from '../releases/bucket/encodings';
import type { ReleaseBucket } from '../releases/bucket/release-bucket';
import { releaseFileOf } from '../releases/bucket/release-paths';

const pathOf = (request: FastifyRequest) => (request.params as { '*'?: string })['*'] ?? '';

/**
 * Serves `/releases/<package>/<version>/<file>` from the bucket, as the same files are served
 * from disk: the Content-Type of the name, its brotli or gzip copy when the client takes one,
 * `no-cache` for the manifest and remote entry and `immutable` for hashed chunks. With
 * S3_PUBLIC_URL the browser is sent there instead (302, cached as the file would be). The
 * first-paint module is the api's alone, and a folder whose manifest is not stored yet is missing.
 * `cacheControlFor` is static-hosting's rule for the same names.
 */
export function releasesHosting(
  app: FastifyInstance,
  bucket: ReleaseBucket,
  cacheControlFor: (file: string) => string,
): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const wanted = releaseFileOf(pathOf(request));
    if (!wanted || wanted.file.split('/').pop() === FIRST_PAINT_FILE) return reply.callNotFound();
    // A bucket failure throws ReleaseFilesUnavailableError: a 503 from the error handler.
    const names = await bucket.filesOf(wanted.folder);
    if (!names?.has(wanted.file)) return reply.callNotFound();
    const variant = storedVariant(wanted.file, names, request.headers['accept-encoding']);
    const stored = { folder: wanted.folder, file: variant.name };
    reply.header('Cache-Control', cacheControlFor(wanted.file));
    if (variant.varies) reply.header('Vary', 'Accept-Encoding');
    const publicUrl = bucket.publicUrlOf(stored);
    if (publicUrl) return reply.redirect(publicUrl, 302);
    const result = await bucket.open(stored, {
      ifNoneMatch: request.headers['if-none-match'],
      metaOnly: request.method === 'HEAD',
    });
    if (result.status === 'missing') return reply.callNotFound();
    const { meta } = result;
    if (meta.etag) reply.header('ETag', meta.etag);
    if (meta.lastModified) reply.header('Last-Modified', meta.lastModified.toUTCString());
    if (result.status === 'not-modified') return reply.code(304).send();
    reply.header('Content-Type', contentTypeOf(wanted.file));
    if (variant.encoding) reply.header('Content-Encoding', variant.encoding);
    if (meta.contentLength !== undefined) reply.header('Content-Length', meta.contentLength);
    return reply.send(result.body);
  };
  app.route({ method: ['GET', 'HEAD'], url: `${STATIC_PATHS.releases}*`, handler: serve });
}
