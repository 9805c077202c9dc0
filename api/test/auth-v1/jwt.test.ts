import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadJwtSecret } from '../../src/auth-v1/jwt-secret';
import { signJwt, verifyJwt } from '../../src/auth-v1/jwt';
import { extractLinks } from '../../src/auth-v1/mailbox/dev-mailbox';

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

  it('generates the secret once in DATA_DIR and reads it back after a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-jwt-'));
    try {
      const first = loadJwtSecret(dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadJwtSecret(dir)).toBe(first);
      expect(fs.statSync(path.join(dir, 'auth-jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('extracts the links of a mail from its HTML, else from its text', () => {
    expect(
      extractLinks({ html: '<a href="http://x/verify?a=1&amp;b=2">go</a>', text: '' }),
    ).toEqual(['http://x/verify?a=1&b=2']);
    expect(extractLinks({ html: '', text: 'Open https://x/y now' })).toEqual(['https://x/y']);
  });
});
