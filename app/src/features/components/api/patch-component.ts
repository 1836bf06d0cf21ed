import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComponentAnswer, UpdateComponentBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { componentPath, componentsKey } from './keys';

/** PATCH /components/{id}: name, description, tags; never the code. */
export const patchComponent = async ({ id, body }: { id: string; body: UpdateComponentBody }) =>
  (await apiClient.request<ComponentAnswer>('PATCH', componentPath(id), { body })).data;

export function useUpdateComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...componentsKey, 'update'],
    mutationFn: patchComponent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: componentsKey }),
  });
}
