import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearHistoryAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { historyQueryKey } from './get-history';

/** DELETE /ai/history: clears every entry; usage figures still count them. */
export const deleteHistory = () => apiClient.delete<ClearHistoryAnswer>('/ai/history');

export const historyClearMutationOptions = () =>
  mutationOptions({ mutationKey: ['ai', 'history', 'clear'], mutationFn: deleteHistory });

export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    ...historyClearMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyQueryKey }),
  });
}
