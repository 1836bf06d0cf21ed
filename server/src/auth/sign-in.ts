import { ErrorCode, type SignupBody, type User } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { AppError } from '../errors';
import { recordAudit } from '../lib/audit';
import type { ClientInfo } from '../lib/request-context';
import { createNotification } from '../notifications/service';
import { createAccount } from '../users/provisioning';
import { loadUserView } from '../users/user-view';
import type { LoginGuard } from './login-guard';
import { isCommonPassword, weakPasswordError, type PasswordHasher } from './passwords';
import type { Sessions } from './sessions';
import type { AccessTokens } from './tokens';

export interface SignInDeps {
  db: Db;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  loginGuard: LoginGuard;
  sessions: Sessions;
  now: () => Date;
}

export interface IssuedSession {
  user: User;
  token: string;
  refreshToken: string;
  expiresIn: number;
}

const INVALID_CREDENTIALS = 'Invalid email or password';

const WELCOME = {
  type: 'success' as const,
  title: 'Welcome to Kiln',
  message:
    'Describe a component in plain words and Kiln writes the Angular or React code. Your free plan includes 10 generations every 30 days.',
};

/** Sign-up and login: the two ways a person gets a session. */
export const createSignIn = ({
  db,
  hasher,
  accessTokens,
  loginGuard,
  sessions,
  now,
}: SignInDeps) => {
  /** The account this e-mail and password open, if any. */
  const findByCredentials = async (email: string, password: string) => {
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
      .from(users)
      .where(eq(users.email, email));
    // Unknown e-mails cost one hash verification too, so timing does not reveal which accounts exist.
    const valid = user
      ? await hasher.verify(user.passwordHash, password)
      : (await hasher.verifyDummy(password), false);
    return valid ? user : undefined;
  };

  const issue = async (
    userId: string,
    session: { sessionId: string; refreshToken: string },
  ): Promise<IssuedSession> => {
    const user = await loadUserView(db, userId, now());
    if (!user) throw new AppError(401, ErrorCode.invalidCredentials, INVALID_CREDENTIALS);
    const { token, expiresIn } = await accessTokens.issue({ userId, sessionId: session.sessionId });
    return { user, token, refreshToken: session.refreshToken, expiresIn };
  };

  return {
    async signup(body: SignupBody & { email: string }, client: ClientInfo): Promise<IssuedSession> {
      if (isCommonPassword(body.password)) throw weakPasswordError('password');
      const passwordHash = await hasher.hash(body.password);
      const at = now();
      const created = await db.transaction(async (tx) => {
        const userId = await createAccount(
          tx,
          {
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            company: body.company || null,
            createdAt: at,
            updatedAt: at,
            passwordChangedAt: at,
            lastLoginAt: at,
          },
          'free',
          at,
        );
        if (!userId) return undefined;
        await createNotification(tx, userId, WELCOME);
        const session = await sessions.open(tx, userId, client);
        await recordAudit(tx, {
          actorId: userId,
          action: 'auth.signup',
          targetType: 'user',
          targetId: userId,
          ip: client.ip,
        });
        return { userId, session };
      });
      if (!created) {
        throw new AppError(409, ErrorCode.emailTaken, 'An account with this email already exists', {
          location: 'body',
          fields: [{ path: 'email', message: 'An account with this email already exists' }],
        });
      }
      return issue(created.userId, created.session);
    },

    async login(email: string, password: string, client: ClientInfo): Promise<IssuedSession> {
      // Counted before the password is checked, so parallel guesses cannot outrun the lockout.
      const attempt = await loginGuard.begin(email, client.ip);
      const user = await findByCredentials(email, password).catch(async (error: unknown) => {
        await attempt.abandoned();
        throw error;
      });
      if (!user) {
        await attempt.failed();
        throw new AppError(401, ErrorCode.invalidCredentials, INVALID_CREDENTIALS);
      }
      if (!user.isActive) {
        await attempt.abandoned();
        throw new AppError(
          403,
          ErrorCode.accountDisabled,
          'This account has been deactivated. Contact support to restore it.',
        );
      }
      await attempt.succeeded();
      const at = now();
      const rehash = hasher.needsRehash(user.passwordHash)
        ? await hasher.hash(password)
        : undefined;
      const session = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set(rehash ? { lastLoginAt: at, passwordHash: rehash } : { lastLoginAt: at })
          .where(eq(users.id, user.id));
        await recordAudit(tx, {
          actorId: user.id,
          action: 'auth.login',
          targetType: 'user',
          targetId: user.id,
          ip: client.ip,
        });
        return sessions.open(tx, user.id, client);
      });
      return issue(user.id, session);
    },
  };
};
