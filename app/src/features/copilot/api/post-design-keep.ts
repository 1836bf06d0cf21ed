import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, DesignEdit } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { answerPath } from './answer-path';
import { sessionsQueryKey } from './get-sessions';

type KeepInput = { sessionId: string; messageId: string; edits: DesignEdit[] };

/**
 * POST /ai/copilot/sessions/{id}/answers/{messageId}/design/keep: stores the edited answer as the
 * conversation's newest answer (no generation used) and returns it.
 */
export const postDesignKeep = async ({ sessionId, messageId, edits }: KeepInput) =>
  (
    await apiClient.post<{ success: true; data: ChatMessage }>(
      `${answerPath(sessionId, messageId)}/design/keep`,
      {
        edits,
      },
    )
  ).data;

export function useKeepDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['ai', 'copilot', 'design', 'keep'],
    mutationFn: postDesignKeep,
    // The conversation's activity moved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
