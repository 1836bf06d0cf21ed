import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenameSessionAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { sessionsQueryKey } from './get-sessions';

/** PATCH /ai/copilot/sessions/{id}: renames a conversation. */
export const patchSession = async ({ id, title }: { id: string; title: string }) =>
  (
    await apiClient.request<RenameSessionAnswer>(
      'PATCH',
      `/ai/copilot/sessions/${encodeURIComponent(id)}`,
      { body: { title } },
    )
  ).data;

export function useRenameSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['ai', 'copilot', 'sessions', 'rename'],
    mutationFn: patchSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
