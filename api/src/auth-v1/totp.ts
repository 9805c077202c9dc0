import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with authenticator-app defaults: SHA1, 6 digits, 30 s. */
const OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export function totpUri(secret: string, issuer: string, label: string): string {
  return new TOTP({ ...OPTIONS, issuer, label, secret: Secret.fromBase32(secret) }).toString();
}

/** True when the code matches the current time step or its neighbours (clock skew). */
export function totpMatches(secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const totp = new TOTP({ ...OPTIONS, secret: Secret.fromBase32(secret) });
  return totp.validate({ token: code, window: 1 }) !== null;
}
