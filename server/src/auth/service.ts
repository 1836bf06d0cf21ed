import type { Db } from '../db/client';
import { ensureAdmin } from './admin-bootstrap';
import { createAuthenticator } from './authenticate';
import type { LoginGuard } from './login-guard';
import type { PasswordHasher } from './passwords';
import { createSessions } from './sessions';
import { createSignIn, type Notify } from './sign-in';
import type { AccessTokens } from './tokens';

export type { AuthenticatedUser } from './authenticate';
export type { IssuedSession } from './sign-in';

export interface AuthServiceDeps {
  db: Db;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  loginGuard: LoginGuard;
  refreshIdleTtlSeconds: number;
  refreshAbsoluteTtlSeconds: number;
  secretsKey: Buffer;
  notify: Notify;
  now: () => Date;
}

/** Everything the server asks of authentication, wired from its parts: one object on `app.ctx`. */
export const createAuthService = (deps: AuthServiceDeps) => {
  const sessions = createSessions(deps);
  const { signup, login, completeSecondFactor } = createSignIn({ ...deps, sessions });
  const { authenticate, authenticateWithProfile } = createAuthenticator(deps);
  return {
    signup,
    login,
    completeSecondFactor,
    refresh: sessions.refresh,
    logout: sessions.logout,
    authenticate,
    authenticateWithProfile,
    revokeSessions: sessions.revokeSessions,
    purgeExpiredSessions: sessions.purgeExpiredSessions,
    ensureAdmin: (email: string, password: string) => ensureAdmin(deps, email, password),
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
