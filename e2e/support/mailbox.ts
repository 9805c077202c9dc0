import type { APIRequestContext } from '@playwright/test';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Waits for a mail to `to` in the development mailbox whose subject matches, and answers it. */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (
      await request.get('/dev/mailbox.json', { params: { to } })
    ).json()) as Mail[];
    const mail = mails.find((candidate) => subject.test(candidate.subject));
    if (mail) return mail;
    if (Date.now() > deadline) {
      const seen = mails.map((candidate) => candidate.subject).join(' | ');
      throw new Error(`No mail matching ${subject} for ${to} (seen: ${seen || 'none'})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
