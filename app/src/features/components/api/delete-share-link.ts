import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareLinkAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { shareLinksKey } from './share-links-keys';

/** DELETE /share/{id}: revokes a link; its page answers "no longer available" from then on. */
export const deleteShareLink = async (id: string) =>
  (await apiClient.delete<ShareLinkAnswer>(`/share/${encodeURIComponent(id)}`)).data;

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...shareLinksKey, 'revoke'],
    mutationFn: deleteShareLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinksKey }),
  });
}
