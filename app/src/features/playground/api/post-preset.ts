import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePresetBody, PresetAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { playgroundKeys, presetsPath } from './keys';

/** POST /components/{id}/presets: save input values under a name. */
export const postPreset = async (componentId: string, body: CreatePresetBody) =>
  (await apiClient.post<PresetAnswer>(presetsPath(componentId), body)).data;

export function useSavePreset(componentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['presets', 'save', componentId],
    mutationFn: (body: CreatePresetBody) => postPreset(componentId, body),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: playgroundKeys.presets(componentId) }),
  });
}
