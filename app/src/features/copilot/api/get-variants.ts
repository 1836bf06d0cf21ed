import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_VARIANTS, type VariantsAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { answerPath } from './answer-path';

type VariantsInput = { sessionId: string; messageId: string; count?: number };

/** GET /ai/copilot/sessions/{id}/answers/{messageId}/variants: up to three takes, each checked. */
export const getVariants = async (
  { sessionId, messageId, count = MAX_VARIANTS }: VariantsInput,
  signal?: AbortSignal,
) =>
  (
    await apiClient.get<VariantsAnswer>(
      `${answerPath(sessionId, messageId)}/variants?count=${count}`,
      signal ? { signal } : {},
    )
  ).data.takes;

export const variantsQueryOptions = (input: VariantsInput) =>
  queryOptions({
    queryKey: [
      'copilot',
      'variants',
      input.sessionId,
      input.messageId,
      input.count ?? MAX_VARIANTS,
    ],
    queryFn: ({ signal }) => getVariants(input, signal),
    // An answer never changes, so neither do its takes.
    staleTime: Infinity,
    retry: false,
  });

export const useVariants = (input: VariantsInput, enabled = true) =>
  useQuery({ ...variantsQueryOptions(input), enabled });
