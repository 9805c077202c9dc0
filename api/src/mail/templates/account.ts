import type { MailContent, MessageOf, TemplateContext } from './content';

export function passwordReset(
  message: MessageOf<'password_reset'>,
  { copy }: TemplateContext,
): MailContent {
  const words = copy.passwordReset;
  return {
    subject: words.subject,
    heading: words.heading,
    blocks: [
      { type: 'text', text: words.body },
      { type: 'action', label: words.action, href: message.link },
      { type: 'note', text: words.validity(copy.minutes(message.minutes)) },
      { type: 'note', text: words.ignore },
    ],
  };
}

/** Hosted-auth mails: a link (and its code) for each purpose, in the recipient's language. */
export function accountMail(message: MessageOf<'account'>, { copy }: TemplateContext): MailContent {
  const words = copy.account.purposes[message.purpose];
  return {
    subject: words.subject,
    heading: words.subject,
    blocks: [
      { type: 'text', text: words.intro },
      { type: 'action', label: words.action, href: message.link },
      ...(message.code ? [{ type: 'text' as const, text: copy.account.code(message.code) }] : []),
      { type: 'note', text: copy.account.ignore },
    ],
  };
}
