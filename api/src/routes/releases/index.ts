import type { FastifyInstance } from 'fastify';
import { activateReleaseSchema, RELEASE_ENDPOINTS, registerReleaseSchema } from '../../contracts';
import { SESSION_OR_RELEASE_TOKEN } from '../../plugins/openapi';
import { activateRelease } from '../../releases/activation';
import { listReleases } from '../../releases/list';
import { registerRelease } from '../../releases/registry';
import { errorsOf, successResponse } from '../responses';
import { apiPath } from '../paths';
import { adminOnly, FORM_TYPES, formBody, typedRoutes } from '../route-schemas';
import { actorOf, adminOrReleaseToken } from './actor';
import { canaryRoutes } from './canary';
import { RELEASES_BACK_OFFICE, TOKEN_AUTH_DESCRIPTION } from './documentation';
import { healthRoute } from './health';
import { releasesResponse } from './responses';

/**
 * The release console of the remotes: list, register and activate (also by token), canaries,
 * and the browsers' health reports.
 */
export async function releaseRoutes(app: FastifyInstance) {
  const { database, config } = app;
  const api = typedRoutes(app);

  api.get(
    apiPath(RELEASE_ENDPOINTS.list),
    {
      preValidation: adminOnly,
      schema: {
        ...RELEASES_BACK_OFFICE,
        summary:
          'Per remote: the live version, the canary, the versions with their health, the history',
        response: { 200: releasesResponse, ...errorsOf(401, 403) },
      },
    },
    async () => listReleases(database),
  );

  api.post(
    apiPath(RELEASE_ENDPOINTS.register),
    {
      preValidation: [adminOrReleaseToken, formBody],
      schema: {
        ...RELEASES_BACK_OFFICE,
        security: SESSION_OR_RELEASE_TOKEN,
        summary: "Registers a built version of a remote and its fit with the shell's libraries",
        description: `${TOKEN_AUTH_DESCRIPTION} The manifest is a /releases/ or /remotes/ mf-manifest.json this site serves, or an http(s) URL. A version whose shared libraries the live shell does not satisfy is recorded as refused: 409 with the reasons. A version is registered once: 409 after. 'default' names the default build: 400.`,
        consumes: FORM_TYPES,
        body: registerReleaseSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { remote, version, manifestUrl } = request.body;
      const actor = await actorOf(request);
      const message = await registerRelease(database, config, {
        remote,
        version,
        manifestUrl,
        actor,
      });
      return { status: 'success' as const, message };
    },
  );

  api.post(
    apiPath(RELEASE_ENDPOINTS.activate),
    {
      preValidation: [adminOrReleaseToken, formBody],
      schema: {
        ...RELEASES_BACK_OFFICE,
        security: SESSION_OR_RELEASE_TOKEN,
        summary: 'Makes a registered version of a remote, or its default build, live everywhere',
        description: `${TOKEN_AUTH_DESCRIPTION} version 'default' is the default build. Recorded as a rollback when the version is the default build or was registered before the live one. 404 for a version not registered; 409 for one that does not fit the live shell's shared libraries, for the live version, and while a canary of the remote runs.`,
        consumes: FORM_TYPES,
        body: activateReleaseSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { remote, version } = request.body;
      const actor = await actorOf(request);
      const message = await activateRelease(database, config, { remote, version, actor });
      return { status: 'success' as const, message };
    },
  );

  await canaryRoutes(app);
  await healthRoute(app);
}
