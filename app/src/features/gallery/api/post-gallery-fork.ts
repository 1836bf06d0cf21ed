import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComponentAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { galleryEntryPath, galleryKey } from './keys';

/** POST /gallery/{id}/fork: a new component in My components whose first version names the entry. */
export const postGalleryFork = async (id: string) =>
  (await apiClient.post<ComponentAnswer>(`${galleryEntryPath(id)}/fork`, {})).data;

export function useGalleryFork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...galleryKey, 'fork'],
    mutationFn: postGalleryFork,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: galleryKey }),
        queryClient.invalidateQueries({ queryKey: ['components'] }),
      ]),
  });
}
