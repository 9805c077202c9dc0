import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import type { MailMessage, Recipient } from '../src/mail/messages';
import { queueMails } from '../src/mail/outbox';
import { DEV_ANON_KEY } from '../src/plugins/remotes-config';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { copyPgliteTemplate } from './helpers/pglite-template';
import {
  ADMIN,
  BACKENDS,
  createPostgresDatabase,
  seedTestDatabase,
  testConfig,
} from './helpers/test-app';
import { ApiProcess } from './multi-instance/api-process';
import { freePort } from './multi-instance/free-port';

// Every instance runs a mail worker on the one database: a mail is sent by one of them, once,
// and a mail whose instance died while sending it is sent after its lease ran out.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const account = (i: number): MailMessage => ({
  kind: 'account',
  purpose: 'magiclink',
  link: `https://shop.reluxe.test/${i}`,
  code: '',
});

const recipient = (email: string): Recipient => ({
  email,
  name: 'Many',
  userId: null,
  language: 'en',
});

describe.each(BACKENDS)('two mail workers on one %s database', (backend) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-mail-instances-'));
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let smtp: TestSmtpServer;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const pg = backend === 'postgres' ? await createPostgresDatabase() : undefined;
    drop = pg?.drop;
    if (!pg) {
      await copyPgliteTemplate(dataDir, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    }
    // PostgreSQL: a connection pool per instance. PGlite serves one process: both share it.
    for (let i = 0; i < 2; i++) {
      if (i === 0 || pg) databases.push(await openDatabase({ databaseUrl: pg?.url, dataDir }));
      if (i === 0) await seedTestDatabase(databases[0]!);
      const config = testConfig(dataDir, {
        smtpUrl: smtp.url,
        // Each instance's Message-IDs name it, so the test sees who sent what.
        publicUrl: `https://instance${i}.reluxe.test`,
        mailPollMs: 50,
        mailLeaseSeconds: 30,
      });
      apps.push(await buildApp({ database: databases.at(-1)!, logger: false, config }));
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop?.();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('drain 50 mails queued in one transaction: each arrives exactly once', async () => {
    const db = databases[0]!.db;
    const to = (i: number) => `many${i}.${backend}@mail.test`;
    await db.transaction(async (tx) => {
      await queueMails(
        tx as unknown as typeof db,
        'https://shop.reluxe.test',
        Array.from({ length: 50 }, (_, i) => ({ to: recipient(to(i)), message: account(i) })),
      );
    });
    const deadline = Date.now() + 20_000;
    while (smtp.received.length < 50 && Date.now() < deadline) await sleep(20);
    await sleep(500);

    expect(smtp.received).toHaveLength(50);
    expect(new Set(smtp.received.map((mail) => mail.to)).size).toBe(50);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(50);
    for (let i = 0; i < 50; i++) {
      expect(smtp.mailsTo(to(i)).map((mail) => mail.subject)).toEqual(['Your magic link']);
    }
    const { rows } = await databases[0]!.pool.query<{ state: string; attempts: number }>(
      'SELECT state, attempts FROM mail_outbox',
    );
    expect(rows).toHaveLength(50);
    // One try each: no mail was claimed by both workers.
    expect(rows.every((row) => row.state === 'Sent' && row.attempts === 1)).toBe(true);
    const senders = new Set(
      smtp.received.map((mail) => /@(instance\d)\./.exec(mail.messageId)?.[1]),
    );
    expect([...senders].sort()).toEqual(['instance0', 'instance1']);
  });
});

/** Waits until no embedded-database process of `dataDir` runs (a killed api's child closes it). */
async function pgliteStopped(dataDir: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const processes = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
    if (!processes.includes(path.join(dataDir, 'pglite'))) return;
    if (Date.now() > deadline) throw new Error('the embedded database did not stop');
    await sleep(100);
  }
}

const OWNER = { email: 'owner@mail-kill.test', password: 'Mail#Kill-Owner-2026-q7' };

describe.each(BACKENDS)('an api killed while sending a mail, on %s', (backend) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-mail-kill-'));
  const running: ApiProcess[] = [];
  let smtp: TestSmtpServer;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    if (backend === 'postgres') {
      const pg = await createPostgresDatabase();
      databaseUrl = pg.url;
      drop = pg.drop;
    }
  });

  afterAll(async () => {
    for (const api of running) await api.stop();
    await drop?.();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const start = async (name: string) => {
    const api = new ApiProcess(name, await freePort(), {
      // Production: no demo catalogue to render, so a start takes seconds.
      NODE_ENV: 'production',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      ALLOW_INSECURE_COOKIES: 'true',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://shop.reluxe.test',
      MAIL_POLL_MS: '100',
      MAIL_RETRY_SECONDS: '1',
      MAIL_LEASE_SECONDS: '8',
      LOG_LEVEL: 'warn',
    });
    running.push(api);
    await api.waitHealthy();
    return api;
  };

  it('is sent once after a restart, when its lease ran out', async () => {
    const to = `killed.${backend}@mail.test`;
    const first = await start('api before the kill');
    // The server accepts the connection and never greets: the api is sending when it dies.
    smtp.setMode('hang');
    const res = await fetch(`${first.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { apikey: DEV_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: to, create_user: true }),
    });
    expect(res.status).toBe(200);
    const deadline = Date.now() + 10_000;
    while (smtp.hung() === 0 && Date.now() < deadline) await sleep(20);
    expect(smtp.hung()).toBe(1);
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    if (backend === 'pglite') await pgliteStopped(dataDir);

    smtp.setMode('accept');
    const second = await start('api after the kill');
    const [mail] = await smtp.waitFor(to, 1, 30_000);
    expect(mail!.subject).toBe('Your magic link');
    expect(mail!.messageId).toMatch(/^<mail-\d+@shop\.reluxe\.test>$/);
    await sleep(1_000);
    expect(smtp.mailsTo(to)).toHaveLength(1);

    // Its row: two tries (the one the kill cut, and the one after the lease), Sent.
    const login = await fetch(`${second.url}/api/User/UserLogin.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: OWNER.email, Password: OWNER.password }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const page = await fetch(`${second.url}/api/Mail/showmail_page.php`, { headers: { cookie } });
    const { data: rows } = (await page.json()) as {
      data: { To: string; State: string; Attempts: number }[];
    };
    expect(rows.filter((row) => row.To === to)).toEqual([
      expect.objectContaining({ State: 'Sent', Attempts: 2 }),
    ]);
    await second.stop();
  }, 120_000);
});
