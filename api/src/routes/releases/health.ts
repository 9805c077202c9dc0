import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { healthReportSchema, RELEASE_ENDPOINTS } from '../../contracts';
import { perAddressCap, SERVICE_UNAVAILABLE } from '../../limits';
import { HttpError } from '../../http-errors';
import { rollBackFailingCanaries } from '../../releases/auto-rollback';
import { recordHealth } from '../../releases/health';
import { RELEASE_HEALTH } from 'shared-contracts/server';
import { errorsOf, successResponse } from '../responses';
import { apiPath } from '../paths';
import { typedRoutes } from '../route-schemas';

const REPORT_TYPES = ['application/json', 'text/plain'];
export const REPORT_TOO_LARGE = `A health report must be at most ${RELEASE_HEALTH.maxBytes} bytes`;
export const REPORT_TYPE_REFUSED = 'A health report is sent as application/json or text/plain';
export const REPORT_NOT_JSON = 'The request body is not valid JSON';
export const REPORT_NOT_OBJECT = 'A health report is a JSON object with its entries';

/**
 * preValidation hook: the report as the schema reads it. navigator.sendBeacon sends a Blob as
 * application/json, or a string as text/plain; the latter holds the same JSON.
 */
async function reportBody(request: FastifyRequest) {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!REPORT_TYPES.includes(type)) throw new HttpError(400, REPORT_TYPE_REFUSED);
  let body = request.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      throw new HttpError(400, REPORT_NOT_JSON);
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, REPORT_NOT_OBJECT);
  }
  request.body = body;
}

/** A body over the route's limit gets the report's own words; any other error goes on as it is. */
function tooLargeInWords(error: FastifyError) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, REPORT_TOO_LARGE);
  throw error;
}

/**
 * Releases/health.php: browsers' counts of mounts and failures per remote version. Anyone may
 * send one (no session); each address is capped per minute, the body is small and checked.
 */
export async function healthRoute(app: FastifyInstance) {
  const { database, config } = app;
  const cap = perAddressCap(
    app.limits,
    'release-health-address',
    RELEASE_HEALTH.reportsPerMinute,
    SERVICE_UNAVAILABLE,
  );
  typedRoutes(app).post(
    apiPath(RELEASE_ENDPOINTS.health),
    {
      ...cap,
      bodyLimit: RELEASE_HEALTH.maxBytes,
      errorHandler: tooLargeInWords,
      preValidation: reportBody,
      schema: {
        tags: ['releases'],
        summary: "Browsers' counts of mounts, load failures and render errors per remote version",
        description: `No session needed (navigator.sendBeacon). JSON, sent as application/json or text/plain; at most ${RELEASE_HEALTH.maxBytes} bytes (413), ${RELEASE_HEALTH.maxEntries} entries and ${RELEASE_HEALTH.maxCount} of each count; ${RELEASE_HEALTH.reportsPerMinute} reports a minute per address (429). Counts of a version neither registered nor 'default' are ignored. A canary failing more than CANARY_FAILURE_RATE of at least CANARY_MIN_ATTEMPTS mounts since it started is rolled back.`,
        consumes: REPORT_TYPES,
        body: healthReportSchema,
        response: { 202: successResponse, ...errorsOf(400, 413, 429, 503) },
      },
    },
    async (request, reply) => {
      const stored = await recordHealth(database, request.body.entries);
      await rollBackFailingCanaries(database, config, stored);
      return reply.code(202).send({ status: 'success' as const, message: 'Recorded' });
    },
  );
}
