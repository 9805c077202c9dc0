import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { sharedJwtSecret } from '../../src/auth-v1/jwt-secret';
import { signJwt, verifyJwt } from '../../src/auth-v1/jwt';
import { extractLinks } from '../../src/auth-v1/mailbox/dev-mailbox';
import { startTestApp } from '../helpers/test-app';

describe('HS256 tokens and the persisted secret', () => {
  it('signs and verifies; refuses other secrets, tampering, expiry and other algorithms', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt({ sub: 'a', exp: now + 60 }, 'secret-one');
    expect(await verifyJwt(token, 'secret-one')).toEqual({ payload: { sub: 'a', exp: now + 60 } });
    expect(await verifyJwt(token, 'secret-two')).toEqual({ problem: 'signature' });
    const [header, , sig] = token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: 'b', exp: now + 60 })).toString('base64url')}.${sig}`;
    expect(await verifyJwt(tampered, 'secret-one')).toEqual({ problem: 'signature' });
    expect(await verifyJwt(await signJwt({ exp: now - 1 }, 'secret-one'), 'secret-one')).toEqual({
      problem: 'expired',
    });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(await verifyJwt(none, 'secret-one')).toEqual({ problem: 'malformed' });
    expect(await verifyJwt('garbage', 'secret-one')).toEqual({ problem: 'malformed' });
  });

  it('signs the header GoTrue does and refuses a token without exp', async () => {
    const token = await signJwt({ sub: 'a', exp: 2_000_000_000 }, 'secret-one');
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(await verifyJwt(await signJwt({ sub: 'a' }, 'secret-one'), 'secret-one')).toEqual({
      problem: 'expired',
    });
    expect(await verifyJwt('x'.repeat(8193), 'secret-one')).toEqual({ problem: 'malformed' });
  });

  it('checks iss and aud when asked, and refuses a token before its nbf', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expected = { issuer: 'http://localhost:80/auth/v1', audience: 'authenticated' };
    const claims = { sub: 'a', exp: now + 60, iss: expected.issuer, aud: 'authenticated' };
    const token = await signJwt(claims, 'secret-one');
    expect(await verifyJwt(token, 'secret-one', expected)).toEqual({ payload: claims });

    const otherIssuer = await signJwt(
      { ...claims, iss: 'https://elsewhere.example/auth/v1' },
      'secret-one',
    );
    expect(await verifyJwt(otherIssuer, 'secret-one', expected)).toEqual({ problem: 'issuer' });
    const { iss: _iss, ...noIssuer } = claims;
    expect(await verifyJwt(await signJwt(noIssuer, 'secret-one'), 'secret-one', expected)).toEqual({
      problem: 'issuer',
    });

    const otherAudience = await signJwt({ ...claims, aud: 'service_role' }, 'secret-one');
    expect(await verifyJwt(otherAudience, 'secret-one', expected)).toEqual({ problem: 'audience' });
    const { aud: _aud, ...noAudience } = claims;
    expect(
      await verifyJwt(await signJwt(noAudience, 'secret-one'), 'secret-one', expected),
    ).toEqual({ problem: 'audience' });

    const early = await signJwt({ ...claims, nbf: now + 30 }, 'secret-one');
    expect(await verifyJwt(early, 'secret-one', expected)).toEqual({ problem: 'not_yet_valid' });
    expect(await verifyJwt(early, 'secret-one', { ...expected, now: now + 30 })).toEqual({
      payload: { ...claims, nbf: now + 30 },
    });
    // The signature is checked before any claim.
    expect(await verifyJwt(otherIssuer, 'secret-two', expected)).toEqual({ problem: 'signature' });
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
