import type { FastifyRequest } from 'fastify';
import { updateIdentity } from './accounts';
import type { AuthV1Context } from './context';
import { AuthError } from './errors';
import { tokenMail } from './mail-templates';
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

/**
 * Mails a verification link (GET /auth/v1/verify?token=&type=&redirect_to=) and its 6-digit code.
 * `to` is the recipient (the new address for an email change).
 */
export async function sendTokenMail(
  ctx: AuthV1Context,
  request: FastifyRequest,
  input: { userId: number; to: string; purpose: TokenPurpose; redirectTo?: string; email?: string },
) {
  const { token, code } = await issueOneTimeToken(ctx.db, {
    userId: input.userId,
    purpose: input.purpose,
    ttlSeconds: ctx.config.otpExpiry,
    redirectTo: input.redirectTo,
    email: input.email,
  });
  const query = new URLSearchParams({ token, type: input.purpose });
  if (input.redirectTo) query.set('redirect_to', input.redirectTo);
  const link = `${siteOrigin(ctx.config, request)}/auth/v1/verify?${query.toString()}`;
  try {
    await ctx.mailer.send(tokenMail(input.purpose, input.to, link, code));
  } catch (error) {
    request.log.error({ err: error, purpose: input.purpose }, 'sending an auth mail failed');
    throw new AuthError(500, 'unexpected_failure', `Error sending ${input.purpose} email`);
  }
  const column = SENT_AT[input.purpose];
  if (column) await updateIdentity(ctx.db, input.userId, { [column]: new Date() });
}
