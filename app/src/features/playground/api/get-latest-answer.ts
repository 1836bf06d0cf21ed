import { useQuery } from '@tanstack/react-query';
import type { HistoryAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { playgroundKeys } from './keys';
import type { ComponentCode } from './get-component-code';

/**
 * GET /ai/history: the last completed generation with code, from the copilot, the prompt API or
 * the generate form. Null when there is none yet.
 */
export const getLatestAnswer = async (signal?: AbortSignal): Promise<ComponentCode | null> => {
  const { data } = await apiClient.get<HistoryAnswer>(
    '/ai/history?status=completed&limit=10',
    signal ? { signal } : {},
  );
  const entry = data.items.find((item) => item.answer?.files.length && item.framework);
  if (!entry?.answer || !entry.framework) return null;
  return {
    name: 'Last generated answer',
    framework: entry.framework,
    version: 0,
    files: entry.answer.files,
  };
};

export const useLatestAnswer = (enabled: boolean) =>
  useQuery({
    queryKey: playgroundKeys.latestAnswer(),
    queryFn: ({ signal }) => getLatestAnswer(signal),
    enabled,
  });
