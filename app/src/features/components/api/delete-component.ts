import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { componentPath, componentsKey } from './keys';

/** DELETE /components/{id}: the component and every version. */
export const deleteComponent = (id: string) => apiClient.delete<MessageAnswer>(componentPath(id));

export function useDeleteComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...componentsKey, 'delete'],
    mutationFn: deleteComponent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: componentsKey }),
  });
}
