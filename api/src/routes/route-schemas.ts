import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '../contracts';
import { adminOnly, assertOwnUserId, requireUser, userOnly } from '../auth/session';
import { SESSION_SECURITY } from '../plugins/openapi';
import { filesOf, readForm, type FormInput } from '../uploads/read-form';

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart call, read by formBody (its text fields are the body). */
    uploadedFiles?: FormInput['files'];
  }
}

/** The app with route schemas typed by zod: handlers get the parsed query and body. */
export const typedRoutes = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** The content types a write call takes its fields in. */
export const FORM_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
];

/**
 * preValidation hook of a write call: its text fields, whether sent as JSON, as a urlencoded
 * form or as multipart, become the body the route schema validates (a body that is not an
 * object, or none, is no field: {}), and a multipart call's files are kept for uploadsOf.
 */
export async function formBody(request: FastifyRequest) {
  const form = await readForm(request);
  request.body = form.fields;
  request.uploadedFiles = form.files;
}

/** The uploaded files of a formBody call sent under one of `names` (with or without []). */
export function uploadsOf(request: FastifyRequest, ...names: string[]): Buffer[] {
  return filesOf({ fields: {}, files: request.uploadedFiles ?? [] }, ...names);
}

/**
 * preValidation hook (after formBody): a UserID the call sends, checked as sent, must be the
 * session's own (403), before the fields are validated.
 */
export async function ownUserIdField(request: FastifyRequest) {
  const fields = request.body as Record<string, unknown>;
  assertOwnUserId(fields.UserID, await requireUser(request));
}

/**
 * Schema parts of a call that needs a session (checked before the input, as preValidation
 * hooks run before the schema): the cookieAuth security of the document.
 */
export const SIGNED_IN = { security: SESSION_SECURITY };

/** Schema parts of a back-office call; its hook is `adminOnly` (RoleID 1). */
export const BACK_OFFICE = {
  tags: ['back office'],
  security: SESSION_SECURITY,
  description: `Administrators only: needs the session of a user with RoleID ${LIMITS.adminRoleId} (401 without a session, 403 for another role).`,
};

export { adminOnly, userOnly };
