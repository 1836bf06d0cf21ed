import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DesignEdit, DesignResult } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { answerPath } from './answer-path';

type DesignInput = { sessionId: string; messageId: string; edits: DesignEdit[] };

/**
 * POST /ai/copilot/sessions/{id}/answers/{messageId}/design: the answer with the edits applied in
 * order (its parts, files, checklist and checks). Nothing is stored or charged.
 */
export const postDesign = async (
  { sessionId, messageId, edits }: DesignInput,
  signal?: AbortSignal,
) =>
  (
    await apiClient.post<{ success: true; data: DesignResult }>(
      `${answerPath(sessionId, messageId)}/design`,
      { edits },
      signal ? { signal } : {},
    )
  ).data;

export const designQueryKey = (sessionId: string, messageId: string) =>
  ['copilot', 'design', sessionId, messageId] as const;

/**
 * The same list of edits always prints the same answer: undoing back to a list seen before reads
 * it from the cache. While the next list is printed, the last result stays on screen.
 */
export const designQueryOptions = (input: DesignInput) =>
  queryOptions({
    queryKey: [...designQueryKey(input.sessionId, input.messageId), input.edits] as const,
    queryFn: ({ signal }) => postDesign(input, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    // A refused edit (a part gone, text not found) is refused again: the panel says why.
    retry: false,
  });

export const useDesign = (input: DesignInput, enabled = true) =>
  useQuery({ ...designQueryOptions(input), enabled });
