import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, ErrorCode, type ApiKey, type CreateApiKeyBody } from '@kiln/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AuthenticatedUser } from '../auth/service';
import { hashRefreshToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { apiKeys, users } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import { recordAudit } from '../lib/audit';
import type { ClientInfo } from '../lib/request-context';

/** A key in use is stamped at most once a minute: the list shows minutes, not requests. */
const LAST_USED_RESOLUTION_MS = 60_000;
const MAX_KEYS_PER_USER = 20;

const toApiKey = (row: typeof apiKeys.$inferSelect): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const invalidKey = () => new AppError(401, ErrorCode.invalidToken, 'This API key is not valid');

/** Personal API keys: named, shown once, stored as SHA-256, revocable; they act as their owner. */
export const createApiKeys = (db: Db, now: () => Date) => ({
  async list(userId: string): Promise<ApiKey[]> {
    const rows = await db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt));
    return rows.map(toApiKey);
  },

  async create(
    requester: AuthenticatedUser,
    { name, scopes }: CreateApiKeyBody,
    client: ClientInfo,
  ) {
    const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    return db.transaction(async (tx) => {
      const existing = await tx
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, requester.userId), isNull(apiKeys.revokedAt)));
      if (existing.length >= MAX_KEYS_PER_USER)
        throw new AppError(
          409,
          ErrorCode.conflict,
          `You can keep at most ${MAX_KEYS_PER_USER} API keys; revoke one first`,
        );
      const [row] = await tx
        .insert(apiKeys)
        .values({
          userId: requester.userId,
          name,
          prefix: secret.slice(0, API_KEY_PREFIX.length + 6),
          keyHash: hashRefreshToken(secret),
          scopes,
          createdAt: now(),
        })
        .returning();
      if (!row) throw new Error('api key insert returned no row');
      await recordAudit(tx, {
        actorId: requester.userId,
        action: 'user.api_key_create',
        targetType: 'api_key',
        targetId: row.id,
        ip: client.ip,
        metadata: { name, scopes },
      });
      return { key: toApiKey(row), secret };
    });
  },

  /** Another user's key answers 404, as if it did not exist. */
  async revoke(requester: AuthenticatedUser, keyId: string, client: ClientInfo) {
    await db.transaction(async (tx) => {
      const [revoked] = await tx
        .update(apiKeys)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(apiKeys.id, keyId),
            eq(apiKeys.userId, requester.userId),
            isNull(apiKeys.revokedAt),
          ),
        )
        .returning({ id: apiKeys.id });
      if (!revoked) throw notFound('API key');
      await recordAudit(tx, {
        actorId: requester.userId,
        action: 'user.api_key_revoke',
        targetType: 'api_key',
        targetId: keyId,
        ip: client.ip,
      });
    });
  },

  /** The owner a key acts for and the scopes it has: the key must be live and its owner active. */
  async authenticate(secret: string): Promise<{ user: AuthenticatedUser; scopes: string[] }> {
    const [row] = await db
      .select({
        id: apiKeys.id,
        userId: apiKeys.userId,
        revokedAt: apiKeys.revokedAt,
        scopes: apiKeys.scopes,
        lastUsedAt: apiKeys.lastUsedAt,
        role: users.role,
        isActive: users.isActive,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(eq(apiKeys.keyHash, hashRefreshToken(secret)));
    if (!row || row.revokedAt) throw invalidKey();
    if (!row.isActive)
      throw new AppError(401, ErrorCode.accountDisabled, 'This account has been deactivated');
    const at = now();
    if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS)
      await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, row.id));
    return {
      user: { userId: row.userId, sessionId: `api-key:${row.id}`, role: row.role },
      scopes: row.scopes,
    };
  },
});

export type ApiKeys = ReturnType<typeof createApiKeys>;
