import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

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

/** The audience of every access token. */
export const ACCESS_AUDIENCE = 'authenticated';

/** Longer tokens are refused unread. */
const MAX_TOKEN_LENGTH = 8192;

const keys = new Map<string, Uint8Array>();
/** The HMAC key of a secret (one per secret, so jose imports it once). */
function hmacKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

/** Signs the payload as it is (HS256, `typ: JWT`): the caller sets exp, iss, aud and the rest. */
export function signJwt(payload: object, secret: string): Promise<string> {
  return new SignJWT(payload as JWTPayload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(hmacKey(secret));
}

/**
 * Why a token is refused: unreadable or not HS256 (malformed), a wrong signature, `exp` missing
 * or past (expired), `nbf` still ahead (not_yet_valid), or another `iss` or `aud` than expected.
 */
export type JwtProblem =
  'malformed' | 'signature' | 'expired' | 'not_yet_valid' | 'issuer' | 'audience';

export interface VerifyOptions {
  /** The `iss` the token must carry. */
  issuer?: string;
  /** The `aud` the token must carry (or list). */
  audience?: string;
  /** Seconds since the epoch; the current time unless given. */
  now?: number;
}

function problemOf(error: unknown): JwtProblem {
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    switch (error.claim) {
      case 'exp':
        return 'expired';
      case 'nbf':
        return 'not_yet_valid';
      case 'iss':
        return 'issuer';
      case 'aud':
        return 'audience';
    }
  }
  return 'malformed';
}

/**
 * Verifies an HS256 token (signature, `exp`, `nbf`, and `iss` / `aud` when given) and answers
 * its payload, or the reason it is refused.
 */
export async function verifyJwt(
  token: string,
  secret: string,
  options: VerifyOptions = {},
): Promise<{ payload: Record<string, unknown> } | { problem: JwtProblem }> {
  if (token.length > MAX_TOKEN_LENGTH) return { problem: 'malformed' };
  try {
    const { payload } = await jwtVerify(token, hmacKey(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      issuer: options.issuer,
      audience: options.audience,
      currentDate: options.now === undefined ? undefined : new Date(options.now * 1000),
    });
    return { payload };
  } catch (error) {
    return { problem: problemOf(error) };
  }
}
