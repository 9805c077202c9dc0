import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
import { adminOnly, requireAdmin } from '../../auth/session';
import { HttpError, parseWith } from '../../plugins/errors';
import { filesOf, readFields, readForm } from '../../uploads/read-form';
import { withStoredImage } from '../../uploads/store-image';
import { bumpSequence } from '../catalog/sql-helpers';
import { COUNT_CAP, ROW_COUNT_SQL } from '../products/product-queries';
import { apiPath } from '../paths';
import { containsPattern } from '../products/search';
import { anonymiseUser, emailTaken } from './user-records';

const userColumns = {
  UserID: users.UserID,
  UserName: users.UserName,
  Email: users.Email,
  ProfileImage: users.ProfileImage,
  RoleID: users.RoleID,
  RoleName: roles.RoleName,
};

const pageQuerySchema = pageQuerySchemaOf(PAGE_SIZES.users);

/** Back-office users and roles (RoleID 1 only). */
export async function userAdminRoutes(app: FastifyInstance) {
  const { db, pool } = app.database;
  const options = { preHandler: adminOnly };

  app.get(apiPath(ENDPOINTS.roles.list), options, async () =>
    db.select().from(roles).orderBy(asc(roles.RoleID)),
  );

  app.get(apiPath(ENDPOINTS.user.page), options, async (request) => {
    const query = parseWith(pageQuerySchema, request.query);
    const text = query.search.trim();
    const match = !text
      ? undefined
      : /^\d{1,9}$/.test(text)
        ? or(eq(users.UserID, Number(text)), ilike(users.UserName, containsPattern(text)))
        : or(
            ilike(users.UserName, containsPattern(text)),
            ilike(users.Email, containsPattern(text)),
          );
    const where = and(eq(users.active, true), match);
    const [rows, [total]] = await Promise.all([
      db
        .select(userColumns)
        .from(users)
        .innerJoin(roles, eq(roles.RoleID, users.RoleID))
        .where(where)
        .orderBy(asc(users.UserID))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      match
        ? db.select({ n: sql<number>`count(*)::int` }).from(
            db
              .select({ one: sql`1` })
              .from(users)
              .where(where)
              .limit(COUNT_CAP + 1)
              .as('m'),
          )
        : app.database
            .read<{ n: number }>('row_count', ROW_COUNT_SQL, ['users_active'])
            .then((found) => (found.length > 0 ? found : [{ n: 0 }])),
    ]);
    return { data: rows.map((row) => ({ ...row, Password: '' })), total: Number(total?.n ?? 0) };
  });

  app.get(apiPath(ENDPOINTS.user.lastId), options, async () => {
    const [row] = await db
      .select({ LastID: sql<number>`COALESCE(MAX(${users.UserID}), 0)::int` })
      .from(users);
    return { LastID: row?.LastID ?? 0 };
  });

  async function readUserForm(request: Parameters<typeof readForm>[0]) {
    const form = await readForm(request);
    const fields = parseWith(userFormSchema, form.fields);
    const [role] = await db.select().from(roles).where(eq(roles.RoleID, fields.RoleID));
    if (!role) throw new HttpError(400, 'Unknown role');
    if (fields.Password) {
      const weak = passwordProblem(fields.Password);
      if (weak) throw new HttpError(400, weak);
    }
    const [file] = filesOf(form, 'ProfileImage', 'Image', 'image');
    return { fields, file };
  }

  app.post(apiPath(ENDPOINTS.user.add), options, async (request) => {
    const { fields, file } = await readUserForm(request);
    if (await emailTaken(db, fields.Email))
      throw new HttpError(409, 'An account with this email already exists');
    const UserID = await withStoredImage(file, app.storage, async (image) => {
      const row = {
        UserName: fields.UserName,
        Email: fields.Email.toLowerCase(),
        passwordHash: fields.Password ? await hashPassword(fields.Password) : NO_PASSWORD_HASH,
        RoleID: fields.RoleID,
        ProfileImage: image ?? '',
      };
      let inserted: { id: number }[] = [];
      if (fields.UserID) {
        inserted = await db
          .insert(users)
          .values({ ...row, UserID: fields.UserID })
          .onConflictDoNothing()
          .returning({ id: users.UserID });
        await bumpSequence(pool, 'users');
      }
      if (inserted.length === 0) {
        inserted = await db
          .insert(users)
          .values(row)
          .onConflictDoNothing()
          .returning({ id: users.UserID });
      }
      if (inserted.length === 0)
        throw new HttpError(409, 'An account with this email already exists');
      return inserted[0]!.id;
    });
    return { status: 'success', message: ADMIN_TEXT.user.added, UserID };
  });

  app.post(apiPath(ENDPOINTS.user.adminUpdate), options, async (request) => {
    const admin = await requireAdmin(request);
    const { fields, file } = await readUserForm(request);
    const UserID = fields.UserID;
    if (!UserID) throw new HttpError(400, 'UserID is required');
    if (UserID === admin.UserID && fields.RoleID !== admin.RoleID) {
      throw new HttpError(409, 'You cannot change your own role');
    }
    if (await emailTaken(db, fields.Email, UserID)) {
      throw new HttpError(409, 'An account with this email already exists');
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
    return { status: 'success', message: ADMIN_TEXT.user.updated };
  });

  app.post(apiPath(ENDPOINTS.user.delete), options, async (request) => {
    const admin = await requireAdmin(request);
    const { UserID } = parseWith(deleteUserSchema, await readFields(request));
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
    return { status: 'success', message: ADMIN_TEXT.user.deleted };
  });
}
