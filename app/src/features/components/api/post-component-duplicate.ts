import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComponentAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { componentPath, componentsKey } from './keys';

/** POST /components/{id}/duplicate: a new component "… (Copy)" with the current version. */
export const postComponentDuplicate = async (id: string) =>
  (await apiClient.post<ComponentAnswer>(`${componentPath(id)}/duplicate`)).data;

export function useDuplicateComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...componentsKey, 'duplicate'],
    mutationFn: postComponentDuplicate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: componentsKey }),
  });
}
