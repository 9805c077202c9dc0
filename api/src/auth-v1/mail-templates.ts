import type { MailMessage } from '../mail/messages';
import type { TokenPurpose } from './one-time-tokens';

/** The hosted-auth mails' message: the templates (mail/render.ts) write it out. */
export type AccountMessage = Extract<MailMessage, { kind: 'account' }>;

const COPY: Record<TokenPurpose, { subject: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm your signup',
    intro: 'Follow this link to confirm your Reluxe account:',
    action: 'Confirm your mail',
  },
  magiclink: {
    subject: 'Your magic link',
    intro: 'Follow this link to sign in to Reluxe:',
    action: 'Log in',
  },
  recovery: {
    subject: 'Reset your password',
    intro: 'Follow this link to choose a new Reluxe password:',
    action: 'Reset password',
  },
  email_change: {
    subject: 'Confirm your new email address',
    intro: 'Follow this link to confirm the new address of your Reluxe account:',
    action: 'Confirm email change',
  },
};

/** The mail carrying a verification link and its 6-digit code. */
export function tokenMessage(purpose: TokenPurpose, link: string, code: string): AccountMessage {
  return { kind: 'account', ...COPY[purpose], link, code };
}

/** Sent instead of a confirmation when someone signs up with an address that has an account. */
export function accountExistsMessage(signInLink: string): AccountMessage {
  return {
    kind: 'account',
    subject: 'You already have a Reluxe account',
    intro:
      'Someone (hopefully you) tried to sign up with this address, which already has an account. Sign in, or use "Forgot your password?" if you need a new one.',
    action: 'Sign in',
    link: signInLink,
    code: '',
  };
}
