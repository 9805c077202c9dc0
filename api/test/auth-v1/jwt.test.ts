import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { sharedJwtSecret } from '../../src/auth-v1/jwt-secret';
import { signJwt, verifyJwt } from '../../src/auth-v1/jwt';
import { extractLinks } from '../../src/auth-v1/mailbox/dev-mailbox';
import { startTestApp } from '../helpers/test-app';

describe('HS256 tokens and the persisted secret', () => {
  it('signs and verifies; refuses other secrets, tampering, expiry and other algorithms', () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: 'a', exp: now + 60 }, 'secret-one');
    expect(verifyJwt(token, 'secret-one')).toEqual({ payload: { sub: 'a', exp: now + 60 } });
    expect(verifyJwt(token, 'secret-two')).toEqual({ problem: 'signature' });
    const [header, , sig] = token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: 'b', exp: now + 60 })).toString('base64url')}.${sig}`;
    expect(verifyJwt(tampered, 'secret-one')).toEqual({ problem: 'signature' });
    expect(verifyJwt(signJwt({ exp: now - 1 }, 'secret-one'), 'secret-one')).toEqual({
      problem: 'expired',
    });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(verifyJwt(none, 'secret-one')).toEqual({ problem: 'malformed' });
    expect(verifyJwt('garbage', 'secret-one')).toEqual({ problem: 'malformed' });
  });

  it('keeps one secret in the database for every instance, carrying over one kept in DATA_DIR', async () => {
    const testApp = await startTestApp('pglite');
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-jwt-'));
    try {
      const { db } = testApp.database;
      const first = await sharedJwtSecret(db, testApp.dataDir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      // Another instance with its own data folder gets the same secret.
      expect(await sharedJwtSecret(db, otherDir)).toBe(first);

      await db.execute(sql`DELETE FROM app_settings`);
      const legacy = 'a-secret-an-older-install-kept-in-its-data-folder';
      fs.writeFileSync(path.join(otherDir, 'auth-jwt-secret'), `${legacy}\n`);
      expect(await sharedJwtSecret(db, otherDir)).toBe(legacy);
      expect(await sharedJwtSecret(db, testApp.dataDir)).toBe(legacy);
    } finally {
      await testApp.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('extracts the links of a mail from its HTML, else from its text', () => {
    expect(
      extractLinks({ html: '<a href="http://x/verify?a=1&amp;b=2">go</a>', text: '' }),
    ).toEqual(['http://x/verify?a=1&b=2']);
    expect(extractLinks({ html: '', text: 'Open https://x/y now' })).toEqual(['https://x/y']);
  });
});
