import {
  AccountErrorCode,
  API_KEY_PREFIX,
  apiKeyScopeMessage,
  ErrorCode,
  missingScopeMessage,
  type ApiKeyScope,
  type User,
} from '@kiln/contract';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../errors';

/** Who a request is signed in as: the user, the login (session) and the role stored for the user. */
export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
  role: 'user' | 'admin';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requires a valid bearer access token of an active user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The preHandler of the endpoints a personal API key reaches: an access token, or a key that
     * has this scope (403 `API_KEY_SCOPE` naming the scope when it has not).
     */
    authenticateKey: (
      scope: ApiKeyScope,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: `authenticate` that also loads the user's view, from the same database statement. */
    authenticateWithProfile: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: like `authenticate`, then requires the admin role as stored in the database. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthenticatedUser | null;
    authProfile: User | null;
    /** The signed-in user of a request that passed one of the hooks above; 401 otherwise. */
    currentUser(): AuthenticatedUser;
    /** The signed-in user's view, loaded by `authenticateWithProfile`; 401 otherwise. */
    currentProfile(): User;
  }
}

/** How tokens are checked; the server wires them to its authentication and API-key services. */
export interface AuthenticationOptions {
  verifyAccessToken(token: string): Promise<AuthenticatedUser>;
  verifyAccessTokenWithProfile(token: string): Promise<{ auth: AuthenticatedUser; user: User }>;
  verifyApiKey(key: string): Promise<{ user: AuthenticatedUser; scopes: readonly string[] }>;
}

const authenticationRequired = () =>
  new AppError(401, ErrorCode.unauthorized, 'Authentication required');

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

/** A bearer token that is not an API key: keys reach only the generation endpoints. */
const accessToken = (request: FastifyRequest): string => {
  const token = bearerToken(request);
  if (token.startsWith(API_KEY_PREFIX))
    throw new AppError(403, AccountErrorCode.apiKeyScope, apiKeyScopeMessage);
  return token;
};

/**
 * Decorates the root instance, so every area's routes use these hooks as preHandlers and read the
 * signed-in user from the request (`request.currentUser()`), never from authentication's modules.
 */
export const authenticationPlugin = fp<AuthenticationOptions>(
  (app, verify, done) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('authProfile', null);
    app.decorateRequest('currentUser', function currentUser(this: FastifyRequest) {
      if (!this.auth) throw authenticationRequired();
      return this.auth;
    });
    app.decorateRequest('currentProfile', function currentProfile(this: FastifyRequest) {
      if (!this.authProfile) throw authenticationRequired();
      return this.authProfile;
    });

    const authenticate = async (request: FastifyRequest) => {
      request.auth = await verify.verifyAccessToken(accessToken(request));
    };
    app.decorate('authenticate', authenticate);
    app.decorate('authenticateKey', (scope: ApiKeyScope) => async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token.startsWith(API_KEY_PREFIX)) return authenticate(request);
      const { user, scopes } = await verify.verifyApiKey(token);
      if (!scopes.includes(scope))
        throw new AppError(403, AccountErrorCode.apiKeyScope, missingScopeMessage(scope));
      request.auth = user;
    });
    app.decorate('authenticateWithProfile', async (request: FastifyRequest) => {
      const { auth, user } = await verify.verifyAccessTokenWithProfile(accessToken(request));
      request.auth = auth;
      request.authProfile = user;
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.auth) await authenticate(request);
      if (request.auth?.role !== 'admin')
        throw forbidden('Access denied. Admin privileges required.');
    });
    done();
  },
  { name: 'kiln-authentication' },
);
