import crypto from 'node:crypto';

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** A random URL-safe token (used for refresh tokens and mailed links). */
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

/** A 6-digit code. */
export const randomCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/** The stored form of a mailed code: bound to its user so equal codes of two users differ. */
export const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);
