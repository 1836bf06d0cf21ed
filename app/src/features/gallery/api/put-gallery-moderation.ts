import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { galleryEntryPath, galleryKey } from './keys';

export type GalleryModeration = { id: string; flag: 'featured' | 'hidden'; value: boolean };

/** PUT or DELETE /gallery/{id}/featured|hidden: admins only (the server checks the role). */
export const putGalleryModeration = async ({ id, flag, value }: GalleryModeration) => {
  const url = `${galleryEntryPath(id)}/${flag}`;
  return (
    value ? await apiClient.put<MessageAnswer>(url) : await apiClient.delete<MessageAnswer>(url)
  ).data;
};

export function useGalleryModeration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...galleryKey, 'moderation'],
    mutationFn: putGalleryModeration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKey }),
  });
}
