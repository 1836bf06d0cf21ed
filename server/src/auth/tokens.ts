import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ErrorCode } from '@kiln/contract';
import { AppError } from '../errors';

const ISSUER = 'kiln';
const AUDIENCE = 'kiln-api';
const TOKEN_TYPE = 'access';
/** RFC 9068 media type for access tokens, checked on verify so other JWTs signed with the key cannot pass. */
const HEADER_TYPE = 'at+jwt';

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
): AccessTokens => ({
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
      .sign(secret);
    return { token, expiresIn: ttlSeconds };
  },
  verify: async (token) => {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: HEADER_TYPE,
        requiredClaims: ['exp', 'iat', 'sub', 'sid', 'typ'],
        clockTolerance: 5,
        currentDate: now(),
      });
      if (
        payload.typ !== TOKEN_TYPE ||
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string'
      ) {
        throw new AppError(401, ErrorCode.invalidToken, 'Invalid access token');
      }
      return { userId: payload.sub, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired)
        throw new AppError(401, ErrorCode.tokenExpired, 'Access token expired');
      throw new AppError(401, ErrorCode.invalidToken, 'Invalid access token');
    }
  },
});

/** 32 random bytes, base64url: what the client holds. Only its SHA-256 is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
