import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthV1Context } from '../context';

/** The plugin's (prefixed, encapsulated) instance, typed by the routes' zod schemas. */
export type AuthApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Registers some /auth/v1 routes. */
export type AuthRoute = (app: AuthApp, ctx: AuthV1Context) => void;
