import type { MailMessage } from '../mail/messages';
import type { TokenPurpose } from './one-time-tokens';

/** The hosted-auth mails' message: the templates (mail/render.ts) write it out. */
export type AccountMessage = Extract<MailMessage, { kind: 'account' }>;

/** The mail carrying a verification link and its 6-digit code. */
export function tokenMessage(purpose: TokenPurpose, link: string, code: string): AccountMessage {
  return { kind: 'account', purpose, link, code };
}

/** Sent instead of a confirmation when someone signs up with an address that has an account. */
export function accountExistsMessage(signInLink: string): AccountMessage {
  return { kind: 'account', purpose: 'account_exists', link: signInLink, code: '' };
}
