import { AccountErrorCode, ErrorCode, type SignupBody, type User } from '@kiln/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { acceptTotpCode, hasSecondFactor, spendRecoveryCode } from './totp';
import type { Db } from '../db/client';
import { loginChallenges, users } from '../db/schema/index';
import { AppError } from '../errors';
import { recordAudit } from '../lib/audit';
import type { ClientInfo } from '../lib/request-context';
import { createAccount } from './provisioning';
import { loadUserView } from './user-view';
import type { LoginGuard } from './login-guard';
import { isCommonPassword, weakPasswordError, type PasswordHasher } from './passwords';
import type { Sessions } from './sessions';
import { hashRefreshToken, newRefreshToken, type AccessTokens } from './tokens';
import type { Executor } from '../lib/executor';

export interface SignInDeps {
  db: Db;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  loginGuard: LoginGuard;
  sessions: Sessions;
  /** Opens the sealed TOTP secrets of the second sign-in step. */
  secretsKey: Buffer;
  /** Tells the new user something, inside the sign-up's transaction (the notifications service). */
  notify: Notify;
  now: () => Date;
}

export type Notify = (
  tx: Executor,
  userId: string,
  notification: { type: 'success'; title: string; message: string },
) => Promise<unknown>;

export interface IssuedSession {
  user: User;
  token: string;
  refreshToken: string;
  expiresIn: number;
}

const INVALID_CREDENTIALS = 'Invalid email or password';
/** A login waiting for its second factor may be completed within 5 minutes, with 5 tries. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const CHALLENGE_TRIES = 5;
const CHALLENGE_EXPIRED = 'This sign-in has expired. Sign in again.';

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
  secretsKey,
  notify,
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

  /** The end of every successful login: last-login time, audit entry, a new session. */
  const openLogin = async (
    tx: Executor,
    userId: string,
    client: ClientInfo,
    changes: Partial<typeof users.$inferInsert> = {},
  ) => {
    await tx
      .update(users)
      .set({ lastLoginAt: now(), ...changes })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: userId,
      action: 'auth.login',
      targetType: 'user',
      targetId: userId,
      ip: client.ip,
    });
    return sessions.open(tx, userId, client);
  };

  /** A right password on an account with two-factor sign-in: the answer names a short-lived challenge. */
  const requireSecondFactor = async (userId: string): Promise<never> => {
    const challenge = newRefreshToken();
    await db.insert(loginChallenges).values({
      userId,
      tokenHash: hashRefreshToken(challenge),
      expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
    });
    throw new AppError(
      401,
      AccountErrorCode.secondFactorRequired,
      'Enter the 6-digit code from your authenticator app',
      { challenge },
    );
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
        await notify(tx, userId, WELCOME);
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
      const rehash = hasher.needsRehash(user.passwordHash)
        ? await hasher.hash(password)
        : undefined;
      if (rehash) await db.update(users).set({ passwordHash: rehash }).where(eq(users.id, user.id));
      if (await hasSecondFactor(db, user.id)) return requireSecondFactor(user.id);
      const session = await db.transaction((tx) => openLogin(tx, user.id, client));
      return issue(user.id, session);
    },

    /** The second call of a two-factor login: an authenticator code or a recovery code. */
    async completeSecondFactor(
      challenge: string,
      code: string,
      client: ClientInfo,
    ): Promise<IssuedSession> {
      const at = now();
      const [pending] = await db
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(
          and(
            eq(loginChallenges.tokenHash, hashRefreshToken(challenge)),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, at),
            lt(loginChallenges.attempts, CHALLENGE_TRIES),
          ),
        )
        .returning({ id: loginChallenges.id, userId: loginChallenges.userId });
      if (!pending)
        throw new AppError(401, AccountErrorCode.invalidSecondFactor, CHALLENGE_EXPIRED);
      const session = await db.transaction(async (tx) => {
        const accepted =
          (await acceptTotpCode(tx, secretsKey, pending.userId, code, at, true)) ||
          (await spendRecoveryCode(tx, pending.userId, code, at));
        if (!accepted) return undefined;
        await tx
          .update(loginChallenges)
          .set({ usedAt: at })
          .where(eq(loginChallenges.id, pending.id));
        return openLogin(tx, pending.userId, client);
      });
      if (!session)
        throw new AppError(
          400,
          AccountErrorCode.invalidSecondFactor,
          'The code is not valid. Try again.',
        );
      return issue(pending.userId, session);
    },
  };
};
