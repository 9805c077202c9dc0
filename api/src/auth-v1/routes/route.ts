import type { FastifyInstance } from 'fastify';
import type { AuthV1Context } from '../context';

/** Registers some /auth/v1 routes on the plugin's (prefixed, encapsulated) instance. */
export type AuthRoute = (app: FastifyInstance, ctx: AuthV1Context) => void;
