import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { componentPath, componentsKey } from './keys';

/** DELETE /components/{id}/versions/{version}: an older version, to free storage. */
export const deleteComponentVersion = ({ id, version }: { id: string; version: number }) =>
  apiClient.delete<MessageAnswer>(`${componentPath(id)}/versions/${version}`);

export function useDeleteComponentVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...componentsKey, 'delete-version'],
    mutationFn: deleteComponentVersion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: componentsKey }),
  });
}
