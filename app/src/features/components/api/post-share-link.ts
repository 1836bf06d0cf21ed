import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedShareLinkAnswer, CreateShareLinkBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { shareLinksKey } from './share-links-keys';

/** POST /share: a link to one version; the answer holds its token, shown this once. */
export const postShareLink = async (body: CreateShareLinkBody) =>
  (await apiClient.post<CreatedShareLinkAnswer>('/share', body)).data;

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...shareLinksKey, 'create'],
    mutationFn: postShareLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinksKey }),
  });
}
