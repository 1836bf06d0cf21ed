import type { UpdateProfileBody, User } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import type { AuthenticatedUser } from '../auth/service';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { forbidden, notFound } from '../errors';
import { recordAudit } from '../lib/audit';
import type { ClientInfo } from '../lib/request-context';
import { requireUserView } from '../auth/user-view';

/** Own profile, or anyone's for an admin. Others are refused before any lookup, so ids cannot be probed. */
const assertCanAccess = (requester: AuthenticatedUser, userId: string) => {
  if (requester.userId !== userId && requester.role !== 'admin')
    throw forbidden('You can only access your own profile');
};

/** Reading and editing a profile: one's own, or any for an admin (audited). */
export const createProfiles = (db: Db, now: () => Date) => ({
  async getProfile(requester: AuthenticatedUser, userId: string): Promise<User> {
    assertCanAccess(requester, userId);
    return requireUserView(db, userId, now());
  },

  async updateProfile(
    requester: AuthenticatedUser,
    userId: string,
    body: UpdateProfileBody,
    client: ClientInfo,
  ): Promise<User> {
    assertCanAccess(requester, userId);
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: now() };
    if (body.firstName !== undefined) changes.firstName = body.firstName;
    if (body.lastName !== undefined) changes.lastName = body.lastName;
    if (body.company !== undefined) changes.company = body.company === '' ? null : body.company;
    if (body.avatar !== undefined) changes.avatar = body.avatar;
    const updated = await db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set(changes)
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (rows.length === 0) return false;
      if (requester.userId !== userId) {
        await recordAudit(tx, {
          actorId: requester.userId,
          action: 'user.profile_update',
          targetType: 'user',
          targetId: userId,
          ip: client.ip,
          metadata: { fields: Object.keys(body) },
        });
      }
      return true;
    });
    if (!updated) throw notFound('User');
    return requireUserView(db, userId, now());
  },
});
