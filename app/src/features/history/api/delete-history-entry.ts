import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { historyQueryKey } from './get-history';

/** DELETE /ai/history/{id}: the entry and its stored prompt; usage figures still count it. */
export const deleteHistoryEntry = (id: string) =>
  apiClient.delete<MessageAnswer>(`/ai/history/${encodeURIComponent(id)}`);

export const historyEntryDeleteMutationOptions = () =>
  mutationOptions({ mutationKey: ['ai', 'history', 'delete'], mutationFn: deleteHistoryEntry });

export function useDeleteHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    ...historyEntryDeleteMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyQueryKey }),
  });
}
