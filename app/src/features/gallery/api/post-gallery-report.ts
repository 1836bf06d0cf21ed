import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { galleryEntryPath, galleryKey } from './keys';

/** POST /gallery/{id}/report: a reason for the admins, once per user per entry. */
export const postGalleryReport = async ({ id, reason }: { id: string; reason: string }) =>
  (await apiClient.post<MessageAnswer>(`${galleryEntryPath(id)}/report`, { reason })).data;

export const useGalleryReport = () =>
  useMutation({ mutationKey: [...galleryKey, 'report'], mutationFn: postGalleryReport });
