import type { FastifyRequest } from 'fastify';

/**
 * The storefront's public origin for absolute links: PUBLIC_URL when set, else the address the
 * request came to (behind a load balancer, its X-Forwarded-Proto and -Host with TRUST_PROXY).
 */
export const publicOrigin = (request: FastifyRequest): string =>
  request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
