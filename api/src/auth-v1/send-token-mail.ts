import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { Recipient } from '../mail/messages';
import { queueMails } from '../mail/outbox';
import { recipientColumns, recipientOf } from '../mail/recipients';
import { updateIdentity } from './accounts';
import type { AuthV1Context } from './context';
import { tokenMessage, type AccountMessage } from './mail-templates';
import { issueOneTimeToken, type TokenPurpose } from './one-time-tokens';
import { overEmailSendRateLimit } from './rate-limiter';
import { siteOrigin } from './site';

const SENT_AT: Partial<
  Record<TokenPurpose, 'confirmationSentAt' | 'recoverySentAt' | 'emailChangeSentAt'>
> = {
  signup: 'confirmationSentAt',
  recovery: 'recoverySentAt',
  email_change: 'emailChangeSentAt',
};

/** Counts a mail to this address against the per-address and per-IP limits. */
export async function takeEmailQuota(ctx: AuthV1Context, request: FastifyRequest, email: string) {
  const limits = ctx.config.rateLimits;
  if (
    !(await ctx.limiter.take('mail', `ip:${request.ip}`, limits.emailPerIp)) ||
    !(await ctx.limiter.take('mail', `to:${email.toLowerCase()}`, limits.emailPerAddress))
  ) {
    throw overEmailSendRateLimit();
  }
}

/** The user's mail at `email` (the new address of an email change), in the user's language. */
async function recipientAt(db: Db, userId: number, email: string): Promise<Recipient> {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.UserID, userId));
  const account = row ? recipientOf(row) : null;
  return account ? { ...account, email } : { email, name: '', userId: null, language: 'en' };
}

/** Queues a hosted-auth mail to the user with `db` (the caller's transaction, if any). */
export async function queueAccountMail(
  ctx: AuthV1Context,
  request: FastifyRequest,
  db: Db,
  input: { userId: number; to: string; message: AccountMessage },
) {
  const to = await recipientAt(db, input.userId, input.to);
  await queueMails(db, siteOrigin(ctx.config, request), [{ to, message: input.message }]);
}

/**
 * Mails a verification link (GET /auth/v1/verify?token=&type=&redirect_to=) and its 6-digit code.
 * `to` is the recipient (the new address for an email change). The token, its mail in the outbox
 * and the identity's "sent at" are written in one transaction: the mail exists exactly when the
 * token does, and SMTP trouble never fails the call (the outbox retries).
 */
export async function sendTokenMail(
  ctx: AuthV1Context,
  request: FastifyRequest,
  input: { userId: number; to: string; purpose: TokenPurpose; redirectTo?: string; email?: string },
) {
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { token, code } = await issueOneTimeToken(tx, {
      userId: input.userId,
      purpose: input.purpose,
      ttlSeconds: ctx.config.otpExpiry,
      redirectTo: input.redirectTo,
      email: input.email,
    });
    const query = new URLSearchParams({ token, type: input.purpose });
    if (input.redirectTo) query.set('redirect_to', input.redirectTo);
    const link = `${siteOrigin(ctx.config, request)}/auth/v1/verify?${query.toString()}`;
    await queueAccountMail(ctx, request, tx, {
      userId: input.userId,
      to: input.to,
      message: tokenMessage(input.purpose, link, code),
    });
    const column = SENT_AT[input.purpose];
    if (column) await updateIdentity(tx, input.userId, { [column]: new Date() });
  });
}
