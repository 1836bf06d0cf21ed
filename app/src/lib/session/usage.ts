import type { ChatAnswerData } from '@kiln/contract';
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
