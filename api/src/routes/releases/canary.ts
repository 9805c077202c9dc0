import type { FastifyInstance } from 'fastify';
import { canaryReleaseSchema, RELEASE_ENDPOINTS, remoteCanarySchema } from '../../contracts';
import { abortCanary, promoteCanary, startCanary } from '../../releases/canary';
import { errorsOf, successResponse } from '../responses';
import { apiPath } from '../paths';
import { adminOnly, BACK_OFFICE, FORM_TYPES, formBody, typedRoutes } from '../route-schemas';
import { adminName } from './actor';
import { RELEASES_BACK_OFFICE } from './documentation';

const success = (message: string) => ({ status: 'success' as const, message });

/** Canaries: start one (or change its share), promote it, abort it. Administrators only. */
export async function canaryRoutes(app: FastifyInstance) {
  const { database, config } = app;
  const api = typedRoutes(app);
  const adminForm = { preValidation: [adminOnly, formBody] };

  api.post(
    apiPath(RELEASE_ENDPOINTS.canary),
    {
      ...adminForm,
      schema: {
        ...RELEASES_BACK_OFFICE,
        summary: 'Serves a registered version of a remote to a share of visitors',
        description: `${BACK_OFFICE.description} Each visitor keeps their side (a cookie); the same version again changes the share, and raising it keeps everyone who had it. 404 for a version not registered; 409 for one that does not fit the live shell, for the live version, and while another version's canary runs.`,
        consumes: FORM_TYPES,
        body: canaryReleaseSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { remote, version, percent } = request.body;
      const actor = await adminName(request);
      await startCanary(database, config, { remote, version, percent, actor });
      return success(`${remote} ${version} goes to ${percent}% of visitors`);
    },
  );

  api.post(
    apiPath(RELEASE_ENDPOINTS.promote),
    {
      ...adminForm,
      schema: {
        ...RELEASES_BACK_OFFICE,
        summary: "Makes a remote's canary the live version for everyone",
        description: `${BACK_OFFICE.description} 409 when the remote has no canary, or when it no longer fits the live shell.`,
        consumes: FORM_TYPES,
        body: remoteCanarySchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { remote } = request.body;
      const version = await promoteCanary(database, config, {
        remote,
        actor: await adminName(request),
      });
      return success(`${remote} ${version} is live for everyone`);
    },
  );

  api.post(
    apiPath(RELEASE_ENDPOINTS.abort),
    {
      ...adminForm,
      schema: {
        ...RELEASES_BACK_OFFICE,
        summary: "Ends a remote's canary: everyone gets the live version again",
        description: `${BACK_OFFICE.description} 409 when the remote has no canary.`,
        consumes: FORM_TYPES,
        body: remoteCanarySchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { remote } = request.body;
      const ended = await abortCanary(database, { remote, actor: await adminName(request) });
      return success(
        `The canary of ${remote} ${ended.version} was stopped: everyone gets ${ended.live} again`,
      );
    },
  );
}
