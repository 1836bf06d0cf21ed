import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ErrorCode } from '@kiln/contract';
import { AppError } from '../errors';

const ISSUER = 'kiln';
const AUDIENCE = 'kiln-api';
const TOKEN_TYPE = 'access';
/** RFC 9068 media type for access tokens, checked on verify so other JWTs signed with the key cannot pass. */
const HEADER_TYPE = 'at+jwt';
const CLOCK_TOLERANCE_SECONDS = 5;
/** Tokens remembered as verified; the oldest is forgotten first (about 5 MB at most). */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface AccessClaims {
  userId: string;
  /** The login (refresh-token family) this token was issued for. */
  sessionId: string;
}

export interface AccessTokens {
  issue(claims: AccessClaims): Promise<{ token: string; expiresIn: number }>;
  verify(token: string): Promise<AccessClaims>;
}

export const createAccessTokens = (
  secret: Uint8Array,
  ttlSeconds: number,
  now: () => Date = () => new Date(),
): AccessTokens => {
  // Imported once: given raw bytes, jose imports the key again on every sign and verify.
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // Every authenticated request verifies its token, and a client sends the same one until it
  // expires: a token whose signature and fixed claims passed once is not re-checked with an HMAC.
  // Its expiry is checked on every use, exactly as jose checks it, and the database check of the
  // login still runs on every request.
  const verified = new Map<string, AccessClaims & { expiresAt: number }>();
  const expired = () => new AppError(401, ErrorCode.tokenExpired, 'Access token expired');

  return {
    issue: async ({ userId, sessionId }) => {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const token = await new SignJWT({ typ: TOKEN_TYPE, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: HEADER_TYPE })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(await key);
      return { token, expiresIn: ttlSeconds };
    },
    verify: async (token) => {
      const nowSeconds = Math.floor(now().getTime() / 1000);
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt <= nowSeconds - CLOCK_TOLERANCE_SECONDS) throw expired();
        return { userId: known.userId, sessionId: known.sessionId };
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: HEADER_TYPE,
          requiredClaims: ['exp', 'iat', 'sub', 'sid', 'typ'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now(),
        });
        if (
          payload.typ !== TOKEN_TYPE ||
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string'
        ) {
          throw new AppError(401, ErrorCode.invalidToken, 'Invalid access token');
        }
        const claims = { userId: payload.sub, sessionId: payload.sid };
        // Kiln never sets "nbf": a token carrying one is verified in full every time.
        if (typeof payload.exp === 'number' && payload.nbf === undefined) {
          if (verified.size >= VERIFIED_TOKENS_KEPT) {
            const oldest = verified.keys().next();
            if (!oldest.done) verified.delete(oldest.value);
          }
          verified.set(token, { ...claims, expiresAt: payload.exp });
        }
        return claims;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JWTExpired) throw expired();
        throw new AppError(401, ErrorCode.invalidToken, 'Invalid access token');
      }
    },
  };
};

/** 32 random bytes, base64url: what the client holds. Only its SHA-256 is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
