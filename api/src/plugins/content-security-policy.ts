import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemotesConfig } from '../contracts';
import type { AppConfig } from '../config';
import { registeredOrigins } from '../releases/registered-origins';
import { CSP_REPORT_PATH } from './csp-reports';
import { CSP_REPORT_GROUP, newNonce, otherOrigin, policyOf } from './csp-policy';
import { DOCS_PATH } from './openapi';
import { requestOrigin } from './remotes-config';

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's Content-Security-Policy nonce: made on first use, one per response. */
    readonly pageNonce: string;
    /** The remotes config the page boots with: the origins it names join the page's policy. */
    pageRemotes: RemotesConfig | null;
  }
}

const NONCE = Symbol('pageNonce');
type WithNonce = FastifyReply & { [NONCE]?: string };

const isHtml = (contentType: unknown) => String(contentType ?? '').startsWith('text/html');
const defined = (values: (string | undefined)[]) => values.filter((v): v is string => !!v);

/**
 * A Content-Security-Policy on every HTML answer (CSP_REPORT_ONLY=true: report only), with the
 * nonce the answer's inline scripts and styles carry (reply.pageNonce) and the origins of the
 * remotes: those the release registry vouches for and those of the page's own remotes config.
 * Violations are reported to CSP_REPORT_PATH (cspReportRoute). Call before any plugin that
 * serves HTML is registered: a plugin keeps the hooks its parent had then.
 */
export function contentSecurityPolicy(app: FastifyInstance, config: AppConfig) {
  const header = config.vars.CSP_REPORT_ONLY
    ? 'Content-Security-Policy-Report-Only'
    : 'Content-Security-Policy';
  const reportingEndpoints = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
  app.decorateReply('pageNonce', {
    getter(this: WithNonce) {
      return (this[NONCE] ??= newNonce());
    },
  });
  app.decorateReply('pageRemotes', null);

  /** Origins of released remotes: none without a database, or when the registry cannot answer. */
  const registered = async (request: FastifyRequest): Promise<string[]> => {
    if (!app.hasDecorator('database')) return [];
    try {
      return await registeredOrigins(app.database)();
    } catch (error) {
      request.log.warn({ err: error }, 'release registry unavailable: policy without its origins');
      return [];
    }
  };

  const policyFor = async (request: FastifyRequest, reply: FastifyReply, reportTo: boolean) => {
    const self = requestOrigin(request);
    const page = reply.pageRemotes;
    const remotes = Object.values(page?.remotes ?? {}).map((url) => otherOrigin(url, self));
    // Releases kept in the bucket redirect there when it has a public URL: a remote's origin too.
    const storage = otherOrigin(config.s3?.publicUrl, self);
    return policyOf({
      nonce: reply.pageNonce,
      remotes: [...(await registered(request)), ...defined([...remotes, storage])],
      connect: defined([
        otherOrigin(config.vars.SUPABASE_URL, self),
        otherOrigin(page?.auth?.url, self),
      ]),
      images: defined([storage]),
      reportPath: CSP_REPORT_PATH,
      reportTo,
      // Swagger UI (development, or API_DOCS=true) adds <style> elements without a nonce.
      inlineStyles: request.url.startsWith(DOCS_PATH),
    });
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isHtml(reply.getHeader('content-type'))) return done(null, payload);
    // Chromium keeps https reporting endpoints only, and ignores report-uri when the policy
    // names report-to: over plain http, report-uri alone.
    const reportTo = request.protocol === 'https';
    policyFor(request, reply, reportTo).then(
      (policy) => {
        reply.header(header, policy);
        if (reportTo) reply.header('Reporting-Endpoints', reportingEndpoints);
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });
}
