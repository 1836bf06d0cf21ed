import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryReactionAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { galleryEntryPath, galleryKey } from './keys';

export type GalleryReactionKind = 'like' | 'favourite';
export type GalleryReactionChange = { id: string; kind: GalleryReactionKind; active: boolean };

/** PUT or DELETE /gallery/{id}/like|favourite: idempotent both ways; answers the exact count. */
export const putGalleryReaction = async ({ id, kind, active }: GalleryReactionChange) => {
  const url = `${galleryEntryPath(id)}/${kind}`;
  const answer = active
    ? await apiClient.put<GalleryReactionAnswer>(url)
    : await apiClient.delete<GalleryReactionAnswer>(url);
  return answer.data;
};

export function useGalleryReaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...galleryKey, 'reaction'],
    mutationFn: putGalleryReaction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKey }),
  });
}
