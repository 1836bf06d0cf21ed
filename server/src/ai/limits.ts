import { tooManyRequests } from '../errors';
import type { AttemptStore } from '../lib/attempt-store';
import { emptyMessage, promptTooLong } from './errors';

/** The message rules: not empty after trimming, not longer than the limit. */
export const checkPromptText = (text: string, limit: number): string => {
  const trimmed = text.trim();
  if (trimmed === '') throw emptyMessage();
  if (trimmed.length > limit) throw promptTooLong(trimmed.length, limit);
  return trimmed;
};

/** Per-user request budget in the shared attempt store (Redis when configured), so every instance counts together. */
export const checkUserRate = async (
  attempts: AttemptStore,
  bucket: 'generate' | 'suggest',
  userId: string,
  limit: number,
) => {
  const { count, resetInMs } = await attempts.increment(`ai:${bucket}:${userId}`, 60_000);
  if (count > limit)
    throw tooManyRequests(Math.max(1, Math.ceil(resetInMs / 1000)), 'Too many AI requests');
};
