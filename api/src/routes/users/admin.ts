import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ADMIN_TEXT,
  ENDPOINTS,
  deleteUserSchema,
  PAGE_SIZES,
  pageQuerySchemaOf,
  userFormSchema,
} from '../../contracts';
import { orders, products, roles, users } from '../../db/schema';
import { hashPassword, NO_PASSWORD_HASH, passwordProblem } from '../../auth/passwords';
import { requireAdmin } from '../../auth/session';
import { HttpError } from '../../http-errors';
import { withStoredImage } from '../../uploads/store-image';
import {
  addedResponse,
  errorsOf,
  lastIdResponse,
  rolesResponse,
  successResponse,
  userPageResponse,
} from '../responses';
import { pageTotal } from '../page-total';
import { apiPath } from '../paths';
import { containsPattern } from '../products/search';
import {
  adminOnly,
  BACK_OFFICE,
  FORM_TYPES,
  formBody,
  typedRoutes,
  uploadsOf,
} from '../route-schemas';
import { anonymiseUser, emailTaken } from './user-records';
import { userColumns } from '../../db/user-columns';
import { insertWithId } from '../../db/insert-with-id';
import { isUniqueViolation } from '../../db/unique-violation';

const pageQuerySchema = pageQuerySchemaOf(PAGE_SIZES.users);
const EMAIL_TAKEN = 'An account with this email already exists';

/** Back-office users and roles (RoleID 1 only). */
export async function userAdminRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const api = typedRoutes(app);
  const options = { preValidation: adminOnly };
  /** The session of RoleID 1 is checked first, then the fields are read and validated. */
  const form = { preValidation: [adminOnly, formBody] };
  const photoNote =
    ' Multipart calls may carry the profile image file as ProfileImage (or Image, image).';

  api.get(
    apiPath(ENDPOINTS.roles.list),
    {
      ...options,
      schema: {
        ...BACK_OFFICE,
        summary: 'Every role',
        response: { 200: rolesResponse, ...errorsOf(401, 403) },
      },
    },
    async () => db.select().from(roles).orderBy(asc(roles.RoleID)),
  );

  api.get(
    apiPath(ENDPOINTS.user.page),
    {
      ...options,
      schema: {
        ...BACK_OFFICE,
        summary: 'A page of active users, searched by id, name or email',
        querystring: pageQuerySchema,
        response: { 200: userPageResponse, ...errorsOf(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const text = query.search.trim();
      const match = !text
        ? undefined
        : /^\d{1,9}$/.test(text)
          ? or(eq(users.UserID, Number(text)), ilike(users.UserName, containsPattern(text)))
          : or(
              ilike(users.UserName, containsPattern(text)),
              ilike(users.Email, containsPattern(text)),
            );
      const active = eq(users.active, true);
      const [rows, total] = await Promise.all([
        db
          .select(userColumns)
          .from(users)
          .innerJoin(roles, eq(roles.RoleID, users.RoleID))
          .where(and(active, match))
          .orderBy(asc(users.UserID))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        pageTotal(app.database, 'users_active', users, active, match),
      ]);
      return {
        data: rows.map((row) => ({ ...row, Password: '' as const })),
        total,
      };
    },
  );

  api.get(
    apiPath(ENDPOINTS.user.lastId),
    {
      ...options,
      schema: {
        ...BACK_OFFICE,
        summary: 'The largest user id',
        response: { 200: lastIdResponse, ...errorsOf(401, 403) },
      },
    },
    async () => {
      const [row] = await db
        .select({ LastID: sql<number>`COALESCE(MAX(${users.UserID}), 0)::int` })
        .from(users);
      return { LastID: row?.LastID ?? 0 };
    },
  );

  /** The validated user form of a call, its role checked, and its profile image file. */
  async function readUserForm(request: FastifyRequest, fields: z.output<typeof userFormSchema>) {
    const [role] = await db.select().from(roles).where(eq(roles.RoleID, fields.RoleID));
    if (!role) throw new HttpError(400, 'Unknown role');
    if (fields.Password) {
      const weak = passwordProblem(fields.Password);
      if (weak) throw new HttpError(400, weak);
    }
    const [file] = uploadsOf(request, 'ProfileImage', 'Image', 'image');
    return { fields, file };
  }

  const userForm = {
    ...BACK_OFFICE,
    description: BACK_OFFICE.description + photoNote,
    consumes: FORM_TYPES,
    body: userFormSchema,
  };

  api.post(
    apiPath(ENDPOINTS.user.add),
    {
      ...form,
      schema: {
        ...userForm,
        summary: 'Adds a user (with the UserID asked for when it is free)',
        response: { 200: addedResponse('UserID'), ...errorsOf(400, 401, 403, 409, 413) },
      },
    },
    async (request) => {
      const { fields, file } = await readUserForm(request, request.body);
      if (await emailTaken(db, fields.Email)) throw new HttpError(409, EMAIL_TAKEN);
      const UserID = await withStoredImage(file, app.storage, async (image) => {
        const row = {
          UserName: fields.UserName,
          Email: fields.Email.toLowerCase(),
          passwordHash: fields.Password ? await hashPassword(fields.Password) : NO_PASSWORD_HASH,
          RoleID: fields.RoleID,
          ProfileImage: image ?? '',
        };
        try {
          return await insertWithId(db, users, users.UserID, row, fields.UserID);
        } catch (error) {
          // Another call took the email since emailTaken looked.
          if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
          throw error;
        }
      });
      return { status: 'success' as const, message: ADMIN_TEXT.user.added, UserID };
    },
  );

  api.post(
    apiPath(ENDPOINTS.user.adminUpdate),
    {
      ...form,
      schema: {
        ...userForm,
        summary: "Changes a user's name, email, role, password or photo",
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { fields, file } = await readUserForm(request, request.body);
      const UserID = fields.UserID;
      if (!UserID) throw new HttpError(400, 'UserID is required');
      if (UserID === admin.UserID && fields.RoleID !== admin.RoleID) {
        throw new HttpError(409, 'You cannot change your own role');
      }
      if (await emailTaken(db, fields.Email, UserID)) {
        throw new HttpError(409, EMAIL_TAKEN);
      }
      const changes: Partial<typeof users.$inferInsert> = {
        UserName: fields.UserName,
        Email: fields.Email.toLowerCase(),
        RoleID: fields.RoleID,
      };
      if (fields.Password) changes.passwordHash = await hashPassword(fields.Password);
      await withStoredImage(file, app.storage, async (image) => {
        if (image) changes.ProfileImage = image;
        const updated = await db
          .update(users)
          .set(changes)
          .where(and(eq(users.UserID, UserID), eq(users.active, true)))
          .returning({ id: users.UserID });
        if (updated.length === 0) throw new HttpError(404, `No user with id ${UserID}`);
      });
      return { status: 'success' as const, message: ADMIN_TEXT.user.updated };
    },
  );

  api.post(
    apiPath(ENDPOINTS.user.delete),
    {
      ...form,
      schema: {
        ...BACK_OFFICE,
        summary: 'Deletes a user (anonymised when they have orders or items)',
        consumes: FORM_TYPES,
        body: deleteUserSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { UserID } = request.body;
      if (UserID === admin.UserID)
        throw new HttpError(409, 'You cannot delete your own account here');
      const [user] = await db
        .select({ id: users.UserID })
        .from(users)
        .where(and(eq(users.UserID, UserID), eq(users.active, true)));
      if (!user) throw new HttpError(404, `No user with id ${UserID}`);
      const [[ordered], [owned]] = await Promise.all([
        db.select({ n: count() }).from(orders).where(eq(orders.UserID, UserID)),
        db.select({ n: count() }).from(products).where(eq(products.UserID, UserID)),
      ]);
      if (Number(ordered?.n) + Number(owned?.n) > 0) await anonymiseUser(db, UserID);
      else await db.delete(users).where(eq(users.UserID, UserID));
      return { status: 'success' as const, message: ADMIN_TEXT.user.deleted };
    },
  );
}
