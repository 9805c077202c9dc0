import crypto from 'node:crypto';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The claims of an /auth/v1 access token (GoTrue's shape). */
export interface AccessClaims {
  sub: string;
  aud: 'authenticated';
  exp: number;
  iat: number;
  iss: string;
  role: 'authenticated';
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (secret: string, input: string) =>
  crypto.createHmac('sha256', secret).update(input).digest();

export function signJwt(payload: object, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const input = `${HEADER}.${body}`;
  return `${input}.${signature(secret, input).toString('base64url')}`;
}

export type JwtProblem = 'malformed' | 'signature' | 'expired';

/** Verifies an HS256 token and answers its payload, or the reason it is refused. */
export function verifyJwt(
  token: string,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): { payload: Record<string, unknown> } | { problem: JwtProblem } {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 8192) return { problem: 'malformed' };
  const [header, body, sig] = parts as [string, string, string];
  let parsedHeader: unknown;
  let payload: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { problem: 'malformed' };
  }
  if (
    !parsedHeader ||
    typeof parsedHeader !== 'object' ||
    (parsedHeader as { alg?: unknown }).alg !== 'HS256' ||
    !payload ||
    typeof payload !== 'object'
  ) {
    return { problem: 'malformed' };
  }
  const expected = signature(secret, `${header}.${body}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return { problem: 'signature' };
  }
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || exp <= now) return { problem: 'expired' };
  return { payload: payload as Record<string, unknown> };
}
