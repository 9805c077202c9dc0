import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '../plugins/remotes-config';
import type { AuthV1Config } from './config';

/** The public origin of the site (AUTH_SITE_URL, or the request's own origin). */
export const siteOrigin = (config: AuthV1Config, request: FastifyRequest) =>
  config.siteUrl ?? requestOrigin(request);

/** The `iss` claim: GoTrue's external URL. */
export const issuer = (config: AuthV1Config, request: FastifyRequest) =>
  `${siteOrigin(config, request)}/auth/v1`;

/** Where a link lands after it was verified, when no (allowed) redirect_to was given. */
export function defaultRedirect(
  config: AuthV1Config,
  request: FastifyRequest,
  type: string,
): string {
  return new URL(
    type === 'recovery' ? '/join' : '/success',
    siteOrigin(config, request),
  ).toString();
}

/**
 * redirect_to is honoured only towards this site (or AUTH_REDIRECT_ALLOW_LIST), like GoTrue's URI
 * allow list: anything else falls back to the default, so links cannot send people elsewhere.
 */
export function allowedRedirect(
  config: AuthV1Config,
  request: FastifyRequest,
  redirectTo: string | undefined | null,
): string | undefined {
  if (!redirectTo || redirectTo.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(redirectTo, siteOrigin(config, request));
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const href = url.toString();
  if (url.origin === new URL(siteOrigin(config, request)).origin) return href;
  const allowed = config.redirectAllowList.some((entry) =>
    entry.includes('/', entry.indexOf('//') + 2) ? href.startsWith(entry) : url.origin === entry,
  );
  return allowed ? href : undefined;
}

/** Adds a fragment (replacing any) to a URL. */
export function withFragment(url: string, params: Record<string, string>): string {
  const base = url.split('#')[0]!;
  return `${base}#${new URLSearchParams(params).toString()}`;
}
