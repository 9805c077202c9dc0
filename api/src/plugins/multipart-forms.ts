import type { FastifyInstance } from 'fastify';
import multipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';

/** The request hooks @fastify/multipart adds for its disk mode. */
const DISK_MODE_HOOKS = new Set(['onRequest', 'onResponse']);

/**
 * Multipart forms (request.isMultipart(), request.parts()) without the two hooks the plugin adds
 * to every request, a 'close' listener and an onResponse: they delete the temporary files of its
 * disk mode (saveRequestFiles), which this server never uses; forms are read as streams.
 */
export async function multipartForms(
  app: FastifyInstance,
  options: FastifyMultipartBaseOptions,
): Promise<void> {
  const scope: FastifyInstance = Object.create(app);
  scope.addHook = ((name: string, hook: never) =>
    DISK_MODE_HOOKS.has(name) ? scope : app.addHook(name as 'onSend', hook)) as never;
  await new Promise<void>((resolve, reject) =>
    multipart(scope, options, (error) => (error ? reject(error) : resolve())),
  );
}
