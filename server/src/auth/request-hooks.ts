import {
  AccountErrorCode,
  API_KEY_PREFIX,
  apiKeyScopeMessage,
  ErrorCode,
  type User,
} from '@kiln/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../errors';
import type { AuthenticatedUser } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requires a valid bearer access token of an active user; sets `request.auth`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler for the generation endpoints: an access token, or a personal API key. */
    authenticateGeneration: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: `authenticate` that also loads the user's view, from the same database statement. */
    authenticateWithProfile: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: like `authenticate`, then requires the admin role as stored in the database. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthenticatedUser | null;
    authProfile: User | null;
  }
}

/** The signed-in user of a request that passed `authenticate`. */
export const currentUser = (request: FastifyRequest): AuthenticatedUser => {
  if (!request.auth) throw new AppError(401, ErrorCode.unauthorized, 'Authentication required');
  return request.auth;
};

/** The signed-in user's view, loaded by `authenticateWithProfile`. */
export const currentProfile = (request: FastifyRequest): User => {
  if (!request.authProfile)
    throw new AppError(401, ErrorCode.unauthorized, 'Authentication required');
  return request.authProfile;
};

const bearerToken = (request: FastifyRequest): string => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([\w.~+/=-]+)\s*$/i.exec(header) : null;
  if (!match?.[1])
    throw new AppError(
      401,
      ErrorCode.unauthorized,
      'Authentication required: send a bearer access token',
    );
  return match[1];
};

/** Decorates the root instance, so every area's routes can use these hooks. */
export const registerAuthHooks = (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('authProfile', null);

  /** A bearer token that is not an API key: keys reach only the generation endpoints. */
  const accessToken = (request: FastifyRequest): string => {
    const token = bearerToken(request);
    if (token.startsWith(API_KEY_PREFIX))
      throw new AppError(403, AccountErrorCode.apiKeyScope, apiKeyScopeMessage);
    return token;
  };
  const authenticate = async (request: FastifyRequest) => {
    request.auth = await app.ctx.auth.authenticate(accessToken(request));
  };

  app.decorate('authenticate', authenticate);
  app.decorate('authenticateGeneration', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token.startsWith(API_KEY_PREFIX)) return authenticate(request);
    request.auth = await app.ctx.apiKeys.authenticate(token);
  });
  app.decorate('authenticateWithProfile', async (request: FastifyRequest) => {
    const { auth, user } = await app.ctx.auth.authenticateWithProfile(accessToken(request));
    request.auth = auth;
    request.authProfile = user;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.auth) await authenticate(request);
    if (request.auth?.role !== 'admin')
      throw forbidden('Access denied. Admin privileges required.');
  });
};
