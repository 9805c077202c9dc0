import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { activateReleaseSchema, RELEASE_ENDPOINTS, registerReleaseSchema } from '../../contracts';
import { requireAdmin } from '../../auth/session';
import { documentationOnly, SESSION_OR_RELEASE_TOKEN } from '../../plugins/openapi';
import { HttpError } from '../../plugins/errors';
import {
  activateRelease,
  listReleases,
  registerRelease,
  TOKEN_ACTOR,
} from '../../releases/registry';
import { errorsOf, successResponse } from '../responses';
import { apiPath } from '../paths';
import { adminOnly, BACK_OFFICE, FORM_TYPES, formBody, typedRoutes } from '../route-schemas';

const RELEASES_BACK_OFFICE = { ...BACK_OFFICE, tags: [...BACK_OFFICE.tags, 'releases'] };

const releasesResponse = documentationOnly(
  z.array(
    z.object({
      remote: z.string().describe('mfe_catalog, mfe_checkout, mfe_account or mfe_admin'),
      live: z.object({
        version: z.string().nullable().describe('null: the default build (/remotes/...)'),
        manifestUrl: z.string(),
        activatedAt: z.string().nullable(),
      }),
      releases: z
        .array(
          z.object({
            version: z.string(),
            manifestUrl: z.string(),
            shared: z.record(z.string(), z.string()).describe('Shared singletons: name -> version'),
            compatible: z.boolean().describe('Fits the shell live when it was registered'),
            problems: z.array(z.string()).describe('Why it does not fit; [] when it does'),
            releasedBy: z.string().describe("An administrator's UserName, or 'release token'"),
            releasedAt: z.string(),
          }),
        )
        .describe('Newest first'),
    }),
  ),
);

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Who registers: the release token when the call sends `Authorization: Bearer` (compared in
 * constant time; refused when RELEASE_TOKEN is not set), else an administrator's session.
 */
async function releaseActor(request: FastifyRequest): Promise<string> {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!bearer) return (await requireAdmin(request)).UserName;
  const expected = request.server.config.releaseToken;
  if (!expected || !crypto.timingSafeEqual(sha256(bearer[1]!), sha256(expected))) {
    throw new HttpError(401, 'The release token is not valid');
  }
  return TOKEN_ACTOR;
}

const actors = new WeakMap<FastifyRequest, string>();
const adminOrReleaseToken = async (request: FastifyRequest) => {
  actors.set(request, await releaseActor(request));
};

/** The release registry of the remotes: list, register (also by token) and activate. */
export async function releaseRoutes(app: FastifyInstance) {
  const { database, config } = app;
  const api = typedRoutes(app);

  api.get(
    apiPath(RELEASE_ENDPOINTS.list),
    {
      preValidation: adminOnly,
      schema: {
        ...RELEASES_BACK_OFFICE,
        summary: 'Per remote: the live version and its registered versions, newest first',
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
        description:
          "An administrator's session, or `Authorization: Bearer <RELEASE_TOKEN>` (401 when wrong or not configured). The manifest is a /releases/ or /remotes/ mf-manifest.json this site serves, or an http(s) URL. A version whose shared libraries the live shell does not satisfy is recorded as refused: 409 with the reasons. A version is registered once: 409 after.",
        consumes: FORM_TYPES,
        body: registerReleaseSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { remote, version, manifestUrl } = request.body;
      const actor = actors.get(request) ?? (await releaseActor(request));
      await registerRelease(database, config, { remote, version, manifestUrl, actor });
      return { status: 'success' as const, message: `${remote} ${version} was registered` };
    },
  );

  api.post(
    apiPath(RELEASE_ENDPOINTS.activate),
    {
      preValidation: [adminOnly, formBody],
      schema: {
        ...RELEASES_BACK_OFFICE,
        summary: 'Makes a registered version of a remote the live one on every instance',
        description: `${BACK_OFFICE.description} 404 for a version not registered; 409 for one that does not fit the live shell's shared libraries.`,
        consumes: FORM_TYPES,
        body: activateReleaseSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { remote, version } = request.body;
      const admin = await requireAdmin(request);
      await activateRelease(database, config, { remote, version, actor: admin.UserName });
      return { status: 'success' as const, message: `${remote} ${version} is live` };
    },
  );
}
