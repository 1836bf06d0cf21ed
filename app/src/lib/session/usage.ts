import type { ChatAnswerData } from '@kiln/contract';
import { getProfile } from './api/get-profile';
import { session } from './app-session';

export type UsageAfter = NonNullable<ChatAnswerData['usage']>;

/** A charged answer reports the usage after it: the header's "used/limit" line moves at once. */
export const showUsageAfter = (usage: UsageAfter) =>
  session.updateUser((user) => ({
    ...user,
    usage: {
      ...user.usage,
      generationsUsed: usage.generationsUsed,
      generationsLimit: usage.generationsLimit,
    },
  }));

/** For answers that do not report usage: the profile is read again and the header follows. */
export const refreshUsage = async () => {
  try {
    const user = await getProfile();
    session.updateUser(() => user);
  } catch {
    // The header keeps its last figure; the next profile read corrects it.
  }
};
