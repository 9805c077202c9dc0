import crypto from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS, SESSION_COOKIE } from '../contracts';
import type { Db } from '../db/database';
import { roles, sessions, users } from '../db/schema';
import { HttpError } from '../http-errors';
import { userColumns } from '../db/user-columns';
import { cookiesOf } from '../plugins/cookies';

export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

export interface SessionUser {
  UserID: number;
  UserName: string;
  Email: string;
  ProfileImage: string;
  RoleID: number;
  RoleName: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** undefined: not looked up yet; null: no valid session. */
    sessionUser?: SessionUser | null;
  }
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Creates a new session (a fresh random id at every login) and sets the cookie. */
export async function startSession(db: Db, reply: FastifyReply, userId: number, secure: boolean) {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_MS),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_MS / 1000,
    expires: new Date(Date.now() + SESSION_MS),
  });
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = cookiesOf(request)[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.sessionUser = null;
}

/** The signed-in user of this request, or null. Looked up once per request. */
export async function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const token = cookiesOf(request)[SESSION_COOKIE];
  if (!token || token.length > 200) return (request.sessionUser = null);
  const id = hashToken(token);
  const [row] = await request.server.database.db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(users.UserID, sessions.userId))
    .innerJoin(roles, eq(roles.RoleID, users.RoleID))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date()), eq(users.active, true)))
    .limit(1);
  request.sessionUser = row ? { ...row, sessionId: id } : null;
  return request.sessionUser;
}

export const LOGIN_FIRST = 'Please log in first!';
export const ADMINS_ONLY = 'Only administrators can do this';

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw new HttpError(401, LOGIN_FIRST);
  return user;
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.RoleID !== LIMITS.adminRoleId) throw new HttpError(403, ADMINS_ONLY);
  return user;
}

/** preHandler hooks for route options. */
export const userOnly = async (request: FastifyRequest) => {
  await requireUser(request);
};
export const adminOnly = async (request: FastifyRequest) => {
  await requireAdmin(request);
};

/** A UserID sent by the client must be the session's own (or absent). */
export function assertOwnUserId(sent: unknown, user: SessionUser) {
  if (sent === undefined || sent === null || sent === '') return;
  if (Number(sent) !== user.UserID) {
    throw new HttpError(403, 'You can only act on your own account');
  }
}
