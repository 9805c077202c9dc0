import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type {
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppConfig } from '../config';
import { LIMITS, SESSION_COOKIE } from '../contracts';

/** The browsable documentation; the OpenAPI document is OPENAPI_PATH. */
export const DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = `${DOCS_PATH}/openapi.json`;

/** Security scheme of the shop's session cookie (set by User/UserLogin.php). */
export const COOKIE_AUTH = 'cookieAuth';
/** `security` of a route that needs a session. */
export const SESSION_SECURITY = [{ [COOKIE_AUTH]: [] }];
const RELEASE_TOKEN_AUTH = 'releaseToken';
/** An administrator's session or the release token. */
export const SESSION_OR_RELEASE_TOKEN = [...SESSION_SECURITY, { [RELEASE_TOKEN_AUTH]: [] }];

/** Prefix of the hosted auth service (GoTrue-compatible); its routes are its own plugin's. */
const HOSTED_AUTH_PREFIX = '/auth/v1/';
/** Hosted auth paths a browser opens with GET without the public key (mail links, sign-in). */
const HOSTED_AUTH_OPEN = new Set(['/auth/v1/verify', '/auth/v1/authorize', '/auth/v1/callback']);

const documentationOnlySchemas = new WeakSet<object>();

/**
 * Marks a zod schema of a route as documentation only: it is in the OpenAPI document, but the
 * request part is not validated through it (the handler reads and checks it itself), and an
 * answer is written with JSON.stringify as without a schema (no key is dropped or reordered).
 */
export function documentationOnly<S extends z.ZodType>(schema: S): S {
  documentationOnlySchemas.add(schema);
  return schema;
}

/** fastify-type-provider-zod's validator, except for documentationOnly schemas (no check). */
export const routeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  documentationOnlySchemas.has(route.schema) ? () => true : validatorCompiler(route);

/** fastify-type-provider-zod's serializer, except for documentationOnly schemas. */
export const routeSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) =>
  documentationOnlySchemas.has(route.schema)
    ? (data) => JSON.stringify(data)
    : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);

/** Static files and the single-page shell: not api calls, left out of the document. */
const isFileRoute = (url: string) => url.includes('*');

/** The route's schema as the document shows it (tags and security for routes without them). */
const transform: SwaggerTransform<FastifySchema> = (document) => {
  const { url } = document;
  if (isFileRoute(url)) return { schema: { hide: true }, url };
  const { schema } = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const method = [document.route.method].flat()[0];
  if (url.startsWith(HOSTED_AUTH_PREFIX)) {
    const open = method === 'GET' && HOSTED_AUTH_OPEN.has(url);
    return {
      url,
      schema: {
        tags: ['hosted auth'],
        ...(open ? {} : { security: [{ apiKey: [] }, { bearerAuth: [] }] }),
        ...schema,
      },
    };
  }
  if (!schema?.tags) {
    const tag = url.startsWith('/dev/') ? 'development' : url.startsWith('/api/') ? 'shop' : 'site';
    return { url, schema: { tags: [tag], ...schema } };
  }
  return { url, schema };
};

const DESCRIPTION = `The Reluxe marketplace api: the shop calls under /api/ (their paths are
those of the original PHP back end), the back-office calls (an administrator's session:
RoleID ${LIMITS.adminRoleId}), and the hosted auth service under /auth/v1 (GoTrue-compatible).

Every refused shop call responses \`{ "status": "error", "message": "..." }\` with its status code;
the message of a 400 names the first problem of the input. Write calls accept their fields as
JSON, as a urlencoded form or as multipart/form-data (which also carries the image files).
A browser write from another site needs the \`X-Reluxe-Request\` header (else 403).`;

/**
 * The OpenAPI 3 document of every route (from the zod schemas of the routes) at OPENAPI_PATH and
 * its browsable UI at DOCS_PATH. Register before the routes: the document collects them as they
 * are added. Not served in production unless API_DOCS=true (then the paths answer 404).
 */
export async function openApiDocs(app: FastifyInstance, config: AppConfig) {
  if (config.production && !config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Reluxe API', version: '1.0.0', description: DESCRIPTION },
      tags: [
        { name: 'service', description: 'Liveness and readiness' },
        { name: 'account', description: 'Sign-up, sign-in and the signed-in user' },
        { name: 'catalog', description: 'Brands, categories, colours, genders and the menu' },
        { name: 'products', description: 'Storefront reads and search' },
        { name: 'sell queue', description: 'Items submitted for sale' },
        { name: 'orders', description: 'Placing orders' },
        {
          name: 'back office',
          description: `Administrators only (RoleID ${LIMITS.adminRoleId})`,
        },
        { name: 'releases', description: 'The release registry of the remotes' },
        { name: 'hosted auth', description: 'GoTrue-compatible auth service' },
        { name: 'site', description: 'Storefront configuration and crawler rules' },
        { name: 'development', description: 'Outside production only' },
      ],
      components: {
        securitySchemes: {
          [COOKIE_AUTH]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: `The session cookie set by User/UserLogin.php. Back-office calls need the session of an administrator (RoleID ${LIMITS.adminRoleId}): 401 without a session, 403 for another role.`,
          },
          [RELEASE_TOKEN_AUTH]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The RELEASE_TOKEN of the deployment (registering and activating releases only)',
          },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'apikey',
            description: 'The public (anon) key of the hosted auth service',
          },
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An access token of the hosted auth service (or the public key)',
          },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
