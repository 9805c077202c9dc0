import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ENDPOINTS,
  forgotPasswordSchema,
  PASSWORD_RESET_TEXT,
  RESET_LINK_MINUTES,
  resetPasswordSchema,
  SESSION_COOKIE,
} from '../../contracts';
import type { Db } from '../../db/database';
import { authOneTimeTokens, authSessions, sessions, users } from '../../db/schema';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import {
  dropOtherResetTokens,
  newResetToken,
  resetTokenHash,
  resetTokenState,
  storeResetToken,
  useResetToken,
  type ResetTokenState,
} from '../../auth/password-reset-tokens';
import {
  consumePoint,
  refuseWhenUnavailable,
  SERVICE_UNAVAILABLE,
  type Verdict,
} from '../../limits';
import { retryIn } from '../../limits/http-refusals';
import { mailSite, queueMails } from '../../mail/outbox';
import { HttpError } from '../../http-errors';
import { errorsOf, successResponse } from '../responses';
import { apiPath } from '../paths';
import { FORM_TYPES, formBody, typedRoutes } from '../route-schemas';
import { mailLanguageOf } from '../../mail/recipients';

const HOUR_SECONDS = 60 * 60;

/**
 * The least time a forgot-password answer takes: the extra writes for an existing account stay
 * inside it, so the answer's timing does not tell whether the account exists.
 */
const FORGOT_ANSWER_MIN_MS = 150;

const REFUSALS: Record<Exclude<ResetTokenState, { userId: number }>, string> = {
  invalid: PASSWORD_RESET_TEXT.linkInvalid,
  used: PASSWORD_RESET_TEXT.linkUsed,
  expired: PASSWORD_RESET_TEXT.linkExpired,
};

const tooMany = (seconds: number) =>
  `Too many requests for a password reset link, retry in ${retryIn(seconds)}`;

const sleepUntil = (time: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

/** Forgot password (a mailed link) and reset password (with the link's token). */
export async function passwordResetRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { passwordResetEmailRateLimit, passwordResetIpRateLimit } = app.config;
  // Hourly counts shared by every instance (Redis when REDIS_URL is set).
  const perAddress = app.limits.limiter(
    'password-reset-address',
    passwordResetIpRateLimit,
    HOUR_SECONDS,
  );
  const perEmail = app.limits.limiter(
    'password-reset-email',
    passwordResetEmailRateLimit,
    HOUR_SECONDS,
  );

  /** Counts a request against the client address's and the email's limits (429 over either). */
  async function countRequest(request: FastifyRequest, reply: FastifyReply, email: string) {
    const counts = [
      [perAddress, request.ip],
      [perEmail, email],
    ] as const;
    for (const [limiter, key] of counts) {
      let verdict: Verdict;
      try {
        verdict = await consumePoint(limiter, key);
      } catch (error) {
        throw refuseWhenUnavailable(error, reply, SERVICE_UNAVAILABLE);
      }
      if (!verdict.allowed) {
        reply.header('retry-after', String(verdict.resetSeconds));
        throw new HttpError(429, tooMany(verdict.resetSeconds));
      }
    }
  }

  const api = typedRoutes(app);

  api.post(
    apiPath(ENDPOINTS.user.forgotPassword),
    {
      preValidation: formBody,
      schema: {
        tags: ['account'],
        summary: 'Mails a link to set a new password',
        description: `Answers the same 200 whether or not an active account has this email. For one, a link that works once within ${RESET_LINK_MINUTES} minutes is mailed in the account's mail language. Limited per email and per client address each hour (429 with Retry-After).`,
        consumes: FORM_TYPES,
        body: forgotPasswordSchema,
        response: { 200: successResponse, ...errorsOf(400, 429, 503) },
      },
    },
    async (request, reply) => {
      const email = request.body.Email.toLowerCase();
      await countRequest(request, reply, email);
      const answerAt = Date.now() + FORGOT_ANSWER_MIN_MS;
      const { token, tokenHash } = newResetToken();
      const [user] = await db
        .select({
          id: users.UserID,
          name: users.UserName,
          email: users.Email,
          language: users.emailLanguage,
        })
        .from(users)
        .where(and(eq(users.Email, email), eq(users.active, true)))
        .limit(1);
      if (user) {
        const site = mailSite(app.config, request);
        try {
          await db.transaction(async (tx) => {
            await storeResetToken(tx as unknown as Db, user.id, tokenHash);
            await queueMails(tx as unknown as Db, site, [
              {
                to: {
                  email: user.email,
                  name: user.name,
                  userId: user.id,
                  language: mailLanguageOf(user.language),
                },
                message: {
                  kind: 'password_reset',
                  link: `${site}/reset-password?token=${token}`,
                  minutes: RESET_LINK_MINUTES,
                },
              },
            ]);
          });
        } catch (error) {
          // The same answer still: a refusal here would tell that the account exists.
          request.log.error({ err: error }, 'password reset link not queued');
        }
      }
      await sleepUntil(answerAt);
      return { status: 'success' as const, message: PASSWORD_RESET_TEXT.linkSent };
    },
  );

  api.post(
    apiPath(ENDPOINTS.user.resetPassword),
    {
      preValidation: formBody,
      schema: {
        tags: ['account'],
        summary: "Sets a new password with a mailed link's token",
        description:
          'The password follows the sign-up rules. The link works once and expires; on success every session of the account ends (here and in the hosted auth) and its other reset links stop working. A refused password leaves the link usable.',
        consumes: FORM_TYPES,
        body: resetPasswordSchema,
        response: { 200: successResponse, ...errorsOf(400) },
      },
    },
    async (request, reply) => {
      const { Token, Password } = request.body;
      const tokenHash = resetTokenHash(Token);
      const state = await resetTokenState(db, tokenHash);
      if (typeof state === 'string') throw new HttpError(400, REFUSALS[state]);
      const weak = passwordProblem(Password);
      if (weak) throw new HttpError(400, weak);
      const passwordHash = await hashPassword(Password);
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const userId = await useResetToken(tx, tokenHash);
        if (userId === undefined) {
          // Used (or expired) since it was looked up: the other request won.
          const now = await resetTokenState(tx, tokenHash);
          throw new HttpError(400, REFUSALS[typeof now === 'string' ? now : 'used']);
        }
        const changed = await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.UserID, userId), eq(users.active, true)))
          .returning({ id: users.UserID });
        if (changed.length === 0) throw new HttpError(400, REFUSALS.invalid);
        await endEverySignIn(tx, userId);
        await dropOtherResetTokens(tx, userId, tokenHash);
      });
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { status: 'success' as const, message: PASSWORD_RESET_TEXT.done };
    },
  );
}

/**
 * Ends every way into the account made before the new password: the shop's sessions, the hosted
 * auth's sessions (their refresh tokens go with them) and its unused mailed links, but for the
 * sign-up confirmation.
 */
async function endEverySignIn(tx: Db, userId: number) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(authSessions).where(eq(authSessions.userId, userId));
  await tx
    .update(authOneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authOneTimeTokens.userId, userId),
        isNull(authOneTimeTokens.usedAt),
        ne(authOneTimeTokens.purpose, 'signup'),
      ),
    );
}
