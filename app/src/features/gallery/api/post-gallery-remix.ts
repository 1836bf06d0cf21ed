import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiFramework, ComponentAnswer, GalleryRemixAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { galleryEntryPath, galleryKey } from './keys';

export type GalleryRemixRequest = { id: string; framework: AiFramework };

/** POST /gallery/{id}/remix: the entry converted by the engine; nothing is saved. */
export const postGalleryRemix = async ({ id, framework }: GalleryRemixRequest) =>
  (await apiClient.post<GalleryRemixAnswer>(`${galleryEntryPath(id)}/remix`, { framework })).data;

export const useGalleryRemix = () =>
  useMutation({ mutationKey: [...galleryKey, 'remix'], mutationFn: postGalleryRemix });

/** POST /gallery/{id}/remix/save: the same remix, saved to My components naming its origin. */
export const postGalleryRemixSave = async ({ id, framework }: GalleryRemixRequest) =>
  (await apiClient.post<ComponentAnswer>(`${galleryEntryPath(id)}/remix/save`, { framework })).data;

export function useGalleryRemixSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...galleryKey, 'remix-save'],
    mutationFn: postGalleryRemixSave,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: galleryKey }),
        queryClient.invalidateQueries({ queryKey: ['components'] }),
      ]),
  });
}
