import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { REPORT_ENDPOINTS } from 'shared-contracts/server';
import { perAddressCap, SERVICE_UNAVAILABLE } from '../limits';
import { apiPath } from '../routes/paths';
import { HttpError } from '../http-errors';

/** Where browsers report the violations of a page's Content-Security-Policy. */
export const CSP_REPORT_PATH = apiPath(REPORT_ENDPOINTS.csp);
/** Reports a minute per address: a page that breaks its policy sends one per violation. */
export const CSP_REPORTS_PER_MINUTE = 60;
export const CSP_REPORT_MAX_BYTES = 64 * 1024;
/** report-uri's type, and the Reporting API's (report-to): a list of reports of any kind. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
/** Violations logged from one body: the rest of a long list says nothing new. */
const LOGGED_PER_BODY = 20;
const FIELD_LENGTH = 500;

export const CSP_REPORT_REFUSED =
  'A report is a csp-report object (application/csp-report) or a list of reports (application/reports+json)';
export const CSP_REPORT_NOT_JSON = 'The request body is not valid JSON';
export const CSP_REPORT_TOO_LARGE = `A report must be at most ${CSP_REPORT_MAX_BYTES} bytes`;

/** One violation as logged, whichever format it came in. */
export interface Violation {
  documentURL?: string;
  blockedURL?: string;
  effectiveDirective?: string;
  disposition?: string;
  sourceFile?: string;
  lineNumber?: number;
  sample?: string;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) =>
  typeof value === 'string' ? value.slice(0, FIELD_LENGTH) : undefined;
const whole = (value: unknown) => (Number.isSafeInteger(value) ? (value as number) : undefined);

/** report-uri's `{ "csp-report": { "document-uri", ... } }`. */
const fromCspReport = (report: Fields): Violation => ({
  documentURL: text(report['document-uri']),
  blockedURL: text(report['blocked-uri']),
  effectiveDirective: text(report['effective-directive'] ?? report['violated-directive']),
  disposition: text(report.disposition),
  sourceFile: text(report['source-file']),
  lineNumber: whole(report['line-number']),
  sample: text(report['script-sample']),
});

/** The Reporting API's `{ "type": "csp-violation", "body": { "documentURL", ... } }`. */
const fromReportBody = (body: Fields): Violation => ({
  documentURL: text(body.documentURL),
  blockedURL: text(body.blockedURL),
  effectiveDirective: text(body.effectiveDirective),
  disposition: text(body.disposition),
  sourceFile: text(body.sourceFile),
  lineNumber: whole(body.lineNumber),
  sample: text(body.sample),
});

/** The violations a body reports (reports of other kinds are ignored); 400 for anything else. */
export function violationsOf(body: unknown): Violation[] {
  if (isObject(body) && isObject(body['csp-report'])) return [fromCspReport(body['csp-report'])];
  if (Array.isArray(body) && body.every((report) => isObject(report))) {
    return body
      .filter((report) => report.type === 'csp-violation' && isObject(report.body))
      .map((report) => fromReportBody(report.body as Fields));
  }
  throw new HttpError(400, CSP_REPORT_REFUSED);
}

function parseJson(
  _request: FastifyRequest,
  body: string,
  done: (e: Error | null, v?: unknown) => void,
) {
  try {
    done(null, JSON.parse(body));
  } catch {
    done(new HttpError(400, CSP_REPORT_NOT_JSON));
  }
}

/** A body over the limit gets the report's own words; any other error goes on as it is. */
function tooLargeInWords(error: FastifyError) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, CSP_REPORT_TOO_LARGE);
  throw error;
}

/**
 * POST CSP_REPORT_PATH: browsers' reports of what a page's policy blocked (or would have, report
 * only), logged at warn and answered 204. No session; each address is capped per minute.
 */
export async function cspReportRoute(app: FastifyInstance) {
  const cap = perAddressCap(
    app.limits,
    'csp-report-address',
    CSP_REPORTS_PER_MINUTE,
    SERVICE_UNAVAILABLE,
  );
  // Its own scope: the report types are read as JSON on this route only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(REPORT_TYPES, { parseAs: 'string' }, parseJson);
    scope.post(
      CSP_REPORT_PATH,
      {
        ...cap,
        bodyLimit: CSP_REPORT_MAX_BYTES,
        errorHandler: tooLargeInWords,
        schema: {
          tags: ['site'],
          summary: "Reports of the pages' Content-Security-Policy violations",
          description: `No session needed (browsers send them: report-to and report-uri). ${REPORT_TYPES.join(' or ')}, at most ${CSP_REPORT_MAX_BYTES} bytes (413); ${CSP_REPORTS_PER_MINUTE} reports a minute per address (429). Each violation is logged; answered 204 without a body, refusals as every shop call's (400, 413, 429, 503).`,
          consumes: REPORT_TYPES,
        },
      },
      async (request, reply) => {
        const violations = violationsOf(request.body);
        for (const violation of violations.slice(0, LOGGED_PER_BODY)) {
          request.log.warn({ violation }, 'content security policy violation');
        }
        return reply.code(204).send();
      },
    );
  });
}
