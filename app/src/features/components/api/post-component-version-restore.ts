import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComponentAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { componentPath, componentsKey } from './keys';

/** POST /components/{id}/versions/{version}/restore: the version's copy becomes a new version. */
export const postComponentVersionRestore = async ({
  id,
  version,
}: {
  id: string;
  version: number;
}) =>
  (await apiClient.post<ComponentAnswer>(`${componentPath(id)}/versions/${version}/restore`)).data;

export function useRestoreComponentVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...componentsKey, 'restore'],
    mutationFn: postComponentVersionRestore,
    onSettled: () => queryClient.invalidateQueries({ queryKey: componentsKey }),
  });
}
