import type { OutgoingMail } from './mailbox/mailer';
import type { TokenPurpose } from './one-time-tokens';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

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
export function tokenMail(
  purpose: TokenPurpose,
  to: string,
  link: string,
  code: string,
): OutgoingMail {
  const copy = COPY[purpose];
  const text = [
    copy.subject,
    '',
    copy.intro,
    link,
    '',
    `Or enter this code: ${code}`,
    '',
    "If you didn't ask for this, you can ignore this mail.",
  ].join('\n');
  const html = `<h2>${escapeHtml(copy.subject)}</h2>
<p>${escapeHtml(copy.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>
<p>Or enter this code: <strong>${code}</strong></p>
<p>If you didn't ask for this, you can ignore this mail.</p>`;
  return { to, subject: copy.subject, text, html };
}

/** Sent instead of a confirmation when someone signs up with an address that has an account. */
export function accountExistsMail(to: string, signInLink: string): OutgoingMail {
  const subject = 'You already have a Reluxe account';
  const text = [
    subject,
    '',
    'Someone (hopefully you) tried to sign up with this address, which already has an account.',
    `Sign in here, or use "Forgot your password?" if you need a new one: ${signInLink}`,
  ].join('\n');
  const html = `<h2>${subject}</h2>
<p>Someone (hopefully you) tried to sign up with this address, which already has an account.</p>
<p><a href="${escapeHtml(signInLink)}">Sign in</a>, or use "Forgot your password?" if you need a new one.</p>`;
  return { to, subject, text, html };
}
