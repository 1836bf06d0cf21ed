import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /ai/copilot/sessions/{id}: the conversation and its messages. */
export const deleteSession = (id: string) =>
  apiClient.delete<MessageAnswer>(`/ai/copilot/sessions/${encodeURIComponent(id)}`);

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['ai', 'copilot', 'sessions', 'delete'],
    mutationFn: deleteSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
