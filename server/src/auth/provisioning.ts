import type { PlanId } from '@kiln/contract';
import { preferences, subscriptions, users } from '../db/schema/index';
import type { Executor } from '../lib/executor';
import { openUsageCounter } from '../quota/usage-counter';

export type NewAccount = Omit<typeof users.$inferInsert, 'id'>;

/**
 * The one way an account is made: the user row and the rows every account starts with (an active
 * subscription to `plan`, a usage counter whose first period starts now, default preferences), in
 * the caller's transaction. Answers the new id, or undefined when the e-mail is already taken.
 */
export const createAccount = async (
  tx: Executor,
  account: NewAccount,
  plan: PlanId,
  now: Date,
): Promise<string | undefined> => {
  const [user] = await tx
    .insert(users)
    .values(account)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!user) return undefined;
  await tx.insert(subscriptions).values({
    userId: user.id,
    planId: plan,
    status: 'active',
    startDate: now,
    currentPeriodStart: now,
  });
  await openUsageCounter(tx, user.id, now);
  await tx.insert(preferences).values({ userId: user.id });
  return user.id;
};
