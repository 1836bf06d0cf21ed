import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { playgroundKeys, presetsPath } from './keys';

/** DELETE /components/{id}/presets/{presetId}. */
export const deletePreset = (componentId: string, presetId: string) =>
  apiClient.delete<MessageAnswer>(`${presetsPath(componentId)}/${encodeURIComponent(presetId)}`);

export function useDeletePreset(componentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['presets', 'delete', componentId],
    mutationFn: (presetId: string) => deletePreset(componentId, presetId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: playgroundKeys.presets(componentId) }),
  });
}
