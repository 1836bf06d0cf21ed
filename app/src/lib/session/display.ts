import type { PlanId, User } from '@kiln/contract';

const contains = (value: string | null | undefined, part: string) =>
  Boolean(value?.toLowerCase().includes(part));

const storageFlag = (storage: Pick<Storage, 'getItem'> | undefined) => {
  try {
    return storage?.getItem('kiln.isAdmin') === 'true';
  } catch {
    return false;
  }
};

/**
 * Whether the header shows the Admin link and menu item. The spec's display heuristics apply here
 * (an e-mail or role containing "admin", a first name "admin", storage flags) but they grant
 * nothing: the admin guard checks the role and the server checks it again from its database.
 */
export function showsAdminEntry(
  user: User,
  storages: {
    local?: Pick<Storage, 'getItem'> | undefined;
    session?: Pick<Storage, 'getItem'> | undefined;
  } = {},
): boolean {
  return (
    user.role === 'admin' ||
    contains(user.role, 'admin') ||
    contains(user.email, 'admin') ||
    user.firstName.trim().toLowerCase() === 'admin' ||
    storageFlag(storages.local) ||
    storageFlag(storages.session)
  );
}

const planLabels: Record<PlanId, string> = {
  free: 'Free',
  pro: 'Pro',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

/** Admins are shown as premium with 1000 generations, as the spec's header does. */
export function planDisplay(user: User): {
  plan: PlanId;
  label: string;
  used: number;
  limit: number;
} {
  if (user.role === 'admin') {
    return {
      plan: 'premium',
      label: planLabels.premium,
      used: user.usage.generationsUsed,
      limit: 1000,
    };
  }
  const plan = user.subscription.plan;
  return {
    plan,
    label: planLabels[plan],
    used: user.usage.generationsUsed,
    limit: user.usage.generationsLimit,
  };
}

export const displayName = (user: User) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
