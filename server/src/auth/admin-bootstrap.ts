import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { recordAudit } from '../lib/audit';
import { createAccount } from './provisioning';
import type { PasswordHasher } from './passwords';

/** ADMIN_EMAIL/ADMIN_PASSWORD: create the account if missing; an existing one keeps its password. */
export const ensureAdmin = async (
  { db, hasher, now }: { db: Db; hasher: PasswordHasher; now: () => Date },
  email: string,
  password: string,
): Promise<void> => {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db.update(users).set({ role: 'admin', isActive: true }).where(eq(users.id, existing.id));
    return;
  }
  const passwordHash = await hasher.hash(password);
  const at = now();
  await db.transaction(async (tx) => {
    const userId = await createAccount(
      tx,
      {
        email,
        passwordHash,
        firstName: 'Admin',
        lastName: 'Kiln',
        role: 'admin',
        createdAt: at,
        updatedAt: at,
      },
      'premium',
      at,
    );
    if (!userId) return;
    await recordAudit(tx, {
      actorId: null,
      action: 'admin.bootstrap',
      targetType: 'user',
      targetId: userId,
    });
  });
};
