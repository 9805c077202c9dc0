import { NO_TRANSPORT_ERROR } from '../src/mail/transport';
import { queueMails } from '../src/mail/outbox';
import { auth } from './auth-v1/helpers';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

// Mails go through the outbox to a real SMTP server started here: sent with their fixed
// Message-ID, retried with backoff while the server refuses or is down, Failed after the last
// try, and sent again from the back office.
const SITE = 'https://shop.reluxe.test';
const MAX_ATTEMPTS = 3;

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  state: string;
  attempts: number;
  last_error: string;
  sent_at: Date | null;
  locked_until: Date | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(BACKENDS)('the mail outbox on %s', (backend) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let mails = 0;
  /** A fresh address for each test. */
  const address = () => `outbox${(mails += 1)}.${backend}@mail.test`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(backend, {
      smtpUrl: smtp.url,
      publicUrl: SITE,
      mailPollMs: 100,
      mailRetrySeconds: 0.2,
      mailMaxAttempts: MAX_ATTEMPTS,
      mailLeaseSeconds: 4,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => smtp.setMode('accept'));

  const rowsTo = async (to: string) =>
    (
      await t.database.pool.query<OutboxRow>(
        'SELECT * FROM mail_outbox WHERE recipient = $1 ORDER BY id',
        [to],
      )
    ).rows;

  /** Polls the mail's row until `done` accepts it. */
  const rowWhen = async (to: string, done: (row: OutboxRow) => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await rowsTo(to);
      if (row && done(row)) return row;
      if (Date.now() > deadline) throw new Error(`row to ${to}: ${JSON.stringify(row)}`);
      await sleep(20);
    }
  };

  /** A magic-link mail (hosted auth), queued with the token it carries. */
  const magicLink = async (email: string) => {
    const res = await auth(t, 'POST', '/otp', { body: { email, create_user: true, data: {} } });
    expect(res.statusCode).toBe(200);
  };

  it('sends a queued mail with its subject, text, HTML and fixed Message-ID; the row is Sent', async () => {
    const to = address();
    await magicLink(to);
    const [mail] = await smtp.waitFor(to);
    const row = await rowWhen(to, (r) => r.state === 'Sent');
    expect(mail!.subject).toBe(row.subject);
    expect(mail!.subject).toBe('Your magic link');
    expect(mail!.text.trim()).toBe(row.text_body.trim());
    expect(mail!.html.trim()).toBe(row.html_body.trim());
    expect(mail!.messageId).toBe(`<mail-${row.id}@shop.reluxe.test>`);
    expect(row).toMatchObject({ attempts: 1, last_error: '', locked_until: null });
    expect(row.sent_at).toBeInstanceOf(Date);
    await sleep(300);
    expect(smtp.mailsTo(to)).toHaveLength(1);
  });

  it('queues nothing for a recipient without an address', async () => {
    const before = smtp.received.length;
    await queueMails(t.database.db, SITE, [
      {
        to: { email: '  ', name: 'Nobody', userId: null, language: 'en' },
        message: { kind: 'account', purpose: 'signup', link: SITE, code: '' },
      },
    ]);
    expect(await rowsTo('  ')).toEqual([]);
    await sleep(300);
    expect(smtp.received.length).toBe(before);
  });

  it('retries while the server refuses (451), recording the refusal, and sends once after', async () => {
    const to = address();
    smtp.refuseNext(2);
    await magicLink(to);
    const refused = await rowWhen(to, (r) => r.last_error !== '');
    expect(refused.state).toBe('Pending');
    expect(refused.last_error).toMatch(/451/);
    const [mail] = await smtp.waitFor(to);
    const sent = await rowWhen(to, (r) => r.state === 'Sent');
    expect(sent).toMatchObject({ attempts: 3, last_error: '' });
    expect(mail!.messageId).toBe(`<mail-${sent.id}@shop.reluxe.test>`);
    await sleep(500);
    expect(smtp.mailsTo(to)).toHaveLength(1);
  });

  it('retries while the server is down and sends once it is back', async () => {
    const port = smtp.port;
    const to = address();
    await smtp.close();
    try {
      await magicLink(to);
      const refused = await rowWhen(to, (r) => r.last_error !== '');
      expect(refused.state).toBe('Pending');
      expect(refused.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      smtp = await startSmtpServer(port);
    }
    await smtp.waitFor(to);
    await rowWhen(to, (r) => r.state === 'Sent');
    await sleep(500);
    expect(smtp.mailsTo(to)).toHaveLength(1);
  });

  it('fails a mail after its last try, lists it, and an administrator sends it again', async () => {
    const to = address();
    smtp.setMode('refuse');
    await magicLink(to);
    const failed = await rowWhen(to, (r) => r.state === 'Failed');
    expect(failed.attempts).toBe(MAX_ATTEMPTS);
    expect(failed.last_error).toMatch(/451/);
    expect(smtp.mailsTo(to)).toHaveLength(0);

    const page = await call(t, {
      method: 'GET',
      url: '/api/Mail/showmail_page.php?state=Failed&page=1&limit=100',
      cookie: t.adminCookie,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.status).toBe('success');
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.data.every((mail: { State: string }) => mail.State === 'Failed')).toBe(true);
    expect(body.data).toContainEqual(
      expect.objectContaining({
        MailID: failed.id,
        To: to,
        Kind: 'account',
        Language: 'en',
        State: 'Failed',
        Attempts: MAX_ATTEMPTS,
        LastError: expect.stringMatching(/451/),
        SentAt: null,
      }),
    );

    smtp.setMode('accept');
    const resend = await call(t, {
      method: 'POST',
      url: '/api/Mail/resendMail.php',
      cookie: t.adminCookie,
      payload: { MailID: failed.id },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().status).toBe('success');
    const [mail] = await smtp.waitFor(to);
    expect(mail!.messageId).toBe(`<mail-${failed.id}@shop.reluxe.test>`);
    await rowWhen(to, (r) => r.state === 'Sent');
    await sleep(500);
    expect(smtp.mailsTo(to)).toHaveLength(1);

    // A Sent mail may be sent again too: once more, under the same Message-ID.
    await call(t, {
      method: 'POST',
      url: '/api/Mail/resendMail.php',
      cookie: t.adminCookie,
      payload: { MailID: failed.id },
    });
    const twice = await smtp.waitFor(to, 2);
    expect(twice.map((m) => m.messageId)).toEqual([mail!.messageId, mail!.messageId]);
  });

  it('pages every mail newest first, and refuses bad input with 400 and unknown mails with 404', async () => {
    const first = await call(t, {
      method: 'GET',
      url: '/api/Mail/showmail_page.php?page=1&limit=2',
      cookie: t.adminCookie,
    });
    const { data, total } = first.json();
    expect(data).toHaveLength(2);
    expect(total).toBeGreaterThan(2);
    expect(data[0].MailID).toBeGreaterThan(data[1].MailID);
    for (const url of [
      '/api/Mail/showmail_page.php?state=Lost',
      '/api/Mail/showmail_page.php?page=0',
      '/api/Mail/showmail_page.php?limit=101',
    ]) {
      const res = await call(t, { method: 'GET', url, cookie: t.adminCookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('error');
    }
    const bad = await call(t, {
      method: 'POST',
      url: '/api/Mail/resendMail.php',
      cookie: t.adminCookie,
      payload: { MailID: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await call(t, {
      method: 'POST',
      url: '/api/Mail/resendMail.php',
      cookie: t.adminCookie,
      payload: { MailID: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', message: 'No mail with id 999999' });
  });

  it('refuses to send again a mail being sent right now (409)', async () => {
    const to = address();
    smtp.setMode('hang');
    await magicLink(to);
    const held = await rowWhen(to, (r) => r.locked_until !== null);
    while (smtp.hung() === 0) await sleep(20);
    const res = await call(t, {
      method: 'POST',
      url: '/api/Mail/resendMail.php',
      cookie: t.adminCookie,
      payload: { MailID: held.id },
    });
    expect(res.statusCode).toBe(409);
    // The stuck try times out, the server answers again, and the retry delivers it.
    smtp.setMode('accept');
    await smtp.waitFor(to, 1, 15_000);
    const sent = await rowWhen(to, (r) => r.state === 'Sent');
    expect(sent.attempts).toBe(2);
  });

  it('answers 401 without a session and 403 to a customer on both calls', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/Mail/showmail_page.php' },
      { method: 'POST' as const, url: '/api/Mail/resendMail.php', payload: { MailID: 1 } },
    ];
    for (const request of calls) {
      expect((await call(t, request)).statusCode).toBe(401);
      expect((await call(t, { ...request, cookie: t.customerCookie })).statusCode).toBe(403);
    }
  });
});

describe.each(BACKENDS)('mail without SMTP_URL on %s', (backend) => {
  it('development: the mailbox transport marks mails Sent and /dev/mailbox lists them', async () => {
    // No poll comes during the test: the answer of the call that queued the mail wakes the worker.
    const t = await startTestApp(backend, { smtpUrl: undefined, mailPollMs: 600_000 });
    try {
      const to = `mailbox.${backend}@mail.test`;
      const res = await auth(t, 'POST', '/otp', { body: { email: to, create_user: true } });
      expect(res.statusCode).toBe(200);
      const listed = await t.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${to}` });
      const [mail] = listed.json();
      expect(mail).toMatchObject({ to, subject: 'Your magic link' });
      expect(mail.links.some((link: string) => link.includes('/auth/v1/verify?token='))).toBe(true);
      for (let i = 0; i < 40; i += 1) {
        const { rows } = await t.database.pool.query(
          'SELECT state FROM mail_outbox WHERE id = $1',
          [mail.id],
        );
        if (rows[0].state === 'Sent') return;
        await sleep(50);
      }
      throw new Error('the mail was not marked Sent within 2 s');
    } finally {
      await t.close();
    }
  });

  it('production: every try fails with a clear error and the mail ends Failed', async () => {
    const t = await startTestApp(backend, {
      smtpUrl: undefined,
      production: true,
      mailPollMs: 100,
      mailRetrySeconds: 0.1,
      mailMaxAttempts: 2,
    });
    try {
      const to = `nosmtp.${backend}@mail.test`;
      const res = await auth(t, 'POST', '/otp', { body: { email: to, create_user: true } });
      expect(res.statusCode).toBe(200);
      for (let i = 0; i < 200; i += 1) {
        const { rows } = await t.database.pool.query(
          'SELECT state, attempts, last_error FROM mail_outbox WHERE recipient = $1',
          [to],
        );
        if (rows[0]?.state === 'Failed') {
          expect(rows[0]).toEqual({ state: 'Failed', attempts: 2, last_error: NO_TRANSPORT_ERROR });
          return;
        }
        await sleep(50);
      }
      throw new Error('the mail did not end Failed');
    } finally {
      await t.close();
    }
  });
});
