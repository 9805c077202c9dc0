import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ENDPOINTS,
  LIMITS,
  loginSchema,
  MAX_ROW_ID,
  profileUpdateSchema,
  phoneNumberField,
  signupSchema,
  type LoginSuccess,
} from '../../contracts';
import { roles, sessions, users } from '../../db/schema';
import { insertBySequence } from '../../db/insert-with-id';
import {
  dummyPasswordHash,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from '../../auth/passwords';
import { assertOwnUserId, endSession, requireUser, startSession } from '../../auth/session';
import {
  failedSignInLockout,
  perAddressCap,
  refuseWhenUnavailable,
  SIGN_IN_UNAVAILABLE,
  SIGN_UP_UNAVAILABLE,
  type SignInOutcome,
} from '../../limits';
import { requestLanguage } from '../../i18n/request-language';
import { HttpError, parseWith } from '../../http-errors';
import { documentationOnly } from '../../plugins/openapi';
import { filesOf, readForm } from '../../uploads/read-form';
import { withStoredImage } from '../../uploads/store-image';
import {
  errorsOf,
  loginResponse,
  profileUpdatedResponse,
  statusResponse,
  successResponse,
  userDetailsResponse,
} from '../responses';
import { apiPath } from '../paths';
import { FORM_TYPES, formBody, SIGNED_IN, typedRoutes, userOnly } from '../route-schemas';
import { anonymiseUser, emailTaken, publicUser } from './user-records';
import { userColumns } from '../../db/user-columns';

const WRONG_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_FAILURES = 'Too many failed sign-in attempts. Try again in a few minutes.';

/**
 * The sign-up body: the shared form schema, with `number` also accepted as a JSON number
 * (12345678), as API callers may send it.
 */
export const signupBodySchema = signupSchema.extend({
  number: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    phoneNumberField,
  ),
});

const NOT_AN_ID = 'userID must be a positive whole number';

/**
 * The `userID` query parameter of getUserDetails.php: undefined when absent, else a user id
 * (digits only, surrounding spaces ignored); anything else present ('', 'abc', '0', '1.5', a
 * repeated parameter, above the id range) is a 400 saying why.
 */
export function userIdParam(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) throw new HttpError(400, NOT_AN_ID);
  const id = Number(text);
  if (id > MAX_ROW_ID) throw new HttpError(400, 'userID is too large');
  if (id < 1) throw new HttpError(400, NOT_AN_ID);
  return id;
}

/** A query value as Fastify parses it: text, or a list of texts for a repeated parameter. */
const queryValue = z.union([z.string(), z.array(z.string())]).optional();

/**
 * The query of getUserDetails.php: `userID` (or `UserID` when userID is absent) read by
 * userIdParam, so a present value that is not a user id is a 400 with its message.
 */
export const userDetailsQuerySchema = z
  .object({
    userID: queryValue.describe('A user id (administrators only, or your own)'),
    UserID: queryValue.describe('Read when userID is absent'),
  })
  .transform((query, context) => {
    try {
      return { userID: userIdParam(query.userID !== undefined ? query.userID : query.UserID) };
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** Sign-up, login, logout and the signed-in user's own profile. */
export async function accountRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { secureCookies, loginRateLimit, loginIpRateLimit, signupRateLimit } = app.config;
  // Coarse caps per address on every request (generous: shared NATs, test runners).
  const signInCap = perAddressCap(
    app.limits,
    'sign-in-address',
    loginIpRateLimit,
    SIGN_IN_UNAVAILABLE,
  );
  const signUpCap = perAddressCap(
    app.limits,
    'sign-up-address',
    signupRateLimit,
    SIGN_UP_UNAVAILABLE,
  );
  // Only FAILED sign-ins count towards the lock of an address + email.
  const failedSignIns = failedSignInLockout(app.limits, loginRateLimit);

  const api = typedRoutes(app);

  api.post(
    apiPath(ENDPOINTS.user.login),
    {
      ...signInCap,
      preValidation: formBody,
      schema: {
        tags: ['account'],
        summary: 'Signs in: sets the session cookie',
        description:
          'A wrong email or password answers 200 with status "error". Failed sign-ins of an address and email are limited (429 with Retry-After).',
        consumes: FORM_TYPES,
        body: loginSchema,
        response: { 200: loginResponse, ...errorsOf(400, 429, 503) },
      },
    },
    async (request, reply) => {
      const { Email, Password } = request.body;
      const key = `${request.ip}:${Email.trim().toLowerCase()}`;
      const start = await failedSignIns.begin(key).catch((error: unknown) => {
        throw refuseWhenUnavailable(error, reply, SIGN_IN_UNAVAILABLE);
      });
      if (start.locked) {
        reply.header('retry-after', String(start.retryAfterSeconds));
        throw new HttpError(429, TOO_MANY_FAILURES);
      }
      let outcome: SignInOutcome;
      try {
        const response = await logIn(Email, Password, reply);
        outcome = response.status === 'success';
        return response;
      } finally {
        // Not recorded (the store failed meanwhile): the reserved point stays, which only locks sooner.
        await start.finish(outcome).catch((error: unknown) => {
          request.log.warn({ err: error }, 'sign-in outcome not recorded in the rate limits');
        });
      }
    },
  );

  async function logIn(
    Email: string,
    Password: string,
    reply: Parameters<typeof startSession>[1],
  ): Promise<LoginSuccess | { status: 'error'; message: string }> {
    const [user] = await db
      .select({ ...userColumns, passwordHash: users.passwordHash })
      .from(users)
      .innerJoin(roles, eq(roles.RoleID, users.RoleID))
      .where(and(eq(users.Email, Email.toLowerCase()), eq(users.active, true)))
      .limit(1);
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), Password);
    if (!user || !valid) return { status: 'error', message: WRONG_CREDENTIALS };
    await startSession(db, reply, user.UserID, secureCookies);
    const response: LoginSuccess = {
      status: 'success',
      message: 'Login successful',
      Email: user.Email,
      ProfileImage: user.ProfileImage,
      Role: { ID: user.RoleID, RoleName: user.RoleName },
      ID: user.UserID,
      UserName: user.UserName,
    };
    return response;
  }

  api.post(
    apiPath(ENDPOINTS.user.signup),
    {
      ...signUpCap,
      preValidation: formBody,
      schema: {
        tags: ['account'],
        summary: 'Creates a customer account',
        description:
          'Refusals of the password or email (mismatch, weak, taken) answer 200 with status "error".',
        consumes: FORM_TYPES,
        body: signupBodySchema,
        response: { 200: statusResponse, ...errorsOf(400, 429, 503) },
      },
    },
    async (request) => {
      const form = request.body;
      if (form.Password !== form.conf_Password)
        return { status: 'error' as const, message: 'Passwords do not match' };
      const weak = passwordProblem(form.Password);
      if (weak) return { status: 'error' as const, message: weak };
      const email = form.Email.toLowerCase();
      if (await emailTaken(db, email)) {
        return { status: 'error' as const, message: 'An account with this email already exists' };
      }
      const passwordHash = await hashPassword(form.Password);
      const inserted = await insertBySequence(db, users, (tx) =>
        tx
          .insert(users)
          .values({
            UserName: `${form.fName} ${form.lName}`,
            Email: email,
            passwordHash,
            RoleID: LIMITS.customerRoleId,
            firstName: form.fName,
            lastName: form.lName,
            phone: form.number,
            birthdate: form.birthdate ?? '',
            gender: form.gender ?? '',
            // The mails' language: the storefront's at sign-up (?lang=, its cookie, Accept-Language).
            emailLanguage: requestLanguage(request),
          })
          .onConflictDoNothing({ target: users.Email })
          .returning({ id: users.UserID }),
      );
      if (inserted.length === 0)
        return { status: 'error' as const, message: 'An account with this email already exists' };
      return {
        status: 'success' as const,
        message: 'Your account has been created. Please log in.',
      };
    },
  );

  api.post(
    apiPath(ENDPOINTS.user.logout),
    {
      schema: {
        tags: ['account'],
        summary: 'Ends the session (if any) and clears its cookie',
        response: { 200: successResponse },
      },
    },
    async (request, reply) => {
      await endSession(db, request, reply);
      return { status: 'success' as const, message: 'You have been logged out' };
    },
  );

  /**
   * The session user's details; an administrator may ask for any user's with `userID` (also read
   * as `UserID`), anyone else only for their own (403). Without the parameter: the session user.
   * A parameter that is present but not a user id ('', 'abc', 0, too large) is a 400, never
   * answered with the session user's details.
   */
  api.get(
    apiPath(ENDPOINTS.user.details),
    {
      preValidation: userOnly,
      schema: {
        ...SIGNED_IN,
        tags: ['account'],
        summary: "The session user's details, or (administrators) any user's",
        querystring: userDetailsQuerySchema,
        response: { 200: userDetailsResponse, ...errorsOf(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const asked = request.query.userID;
      if (me.RoleID !== LIMITS.adminRoleId) assertOwnUserId(asked, me);
      const user = await publicUser(db, asked ?? me.UserID);
      if (!user) throw new HttpError(404, 'User not found');
      return { status: 'success' as const, message: '', user };
    },
  );

  /**
   * Not validated by the route schema: a multipart call with only a new photo (no UserName, no
   * Email) keeps the stored name and email, and a UserID is checked against the session first.
   */
  api.post(
    apiPath(ENDPOINTS.user.update),
    {
      schema: {
        ...SIGNED_IN,
        tags: ['account'],
        summary: "Changes the session user's name, email, password or photo",
        description:
          'A multipart call may carry the photo as ProfileImage (or image, Image); one with only the photo keeps the name and email. A new password signs out every other session.',
        consumes: FORM_TYPES,
        body: documentationOnly(profileUpdateSchema.describe('The profile fields')),
        response: { 200: profileUpdatedResponse, ...errorsOf(400, 401, 403, 409, 413) },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const form = await readForm(request);
      assertOwnUserId(form.fields.UserID, me);
      const [file] = filesOf(form, 'ProfileImage', 'image', 'Image');
      const current = await publicUser(db, me.UserID);
      if (!current) throw new HttpError(404, 'User not found');
      const onlyPhoto =
        file && form.fields.UserName === undefined && form.fields.Email === undefined;
      const fields = onlyPhoto
        ? {
            UserName: current.UserName,
            Email: current.Email,
            Password: '',
            ProfileImage: current.ProfileImage,
          }
        : parseWith(profileUpdateSchema, form.fields);
      const changes: Partial<typeof users.$inferInsert> = { UserName: fields.UserName };
      const email = fields.Email.toLowerCase();
      if (email !== current.Email) {
        if (await emailTaken(db, email, me.UserID))
          throw new HttpError(409, 'An account with this email already exists');
        changes.Email = email;
      }
      if (fields.Password) {
        const weak = passwordProblem(fields.Password);
        if (weak) throw new HttpError(400, weak);
        changes.passwordHash = await hashPassword(fields.Password);
      }
      if (!file && fields.ProfileImage === '' && form.fields.ProfileImage !== undefined)
        changes.ProfileImage = '';
      await withStoredImage(file, app.storage, async (image) => {
        if (image) changes.ProfileImage = image;
        await db.update(users).set(changes).where(eq(users.UserID, me.UserID));
      });
      if (changes.passwordHash) {
        await db
          .delete(sessions)
          .where(and(eq(sessions.userId, me.UserID), ne(sessions.id, me.sessionId)));
      }
      const user = await publicUser(db, me.UserID);
      return {
        status: 'success' as const,
        message: 'Profile updated successfully!',
        user,
        ProfileImage: user?.ProfileImage ?? '',
      };
    },
  );

  api.post(
    apiPath(ENDPOINTS.user.deleteAccount),
    {
      schema: {
        ...SIGNED_IN,
        tags: ['account'],
        summary: "Deletes the session user's account (anonymised) and signs out",
        response: { 200: successResponse, ...errorsOf(401) },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      await anonymiseUser(db, me.UserID);
      await endSession(db, request, reply);
      return { status: 'success' as const, message: 'Your account has been deleted' };
    },
  );
}
