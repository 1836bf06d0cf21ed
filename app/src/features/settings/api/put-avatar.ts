import { useMutation } from '@tanstack/react-query';
import type { UserAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { session } from '../../../lib/session/app-session';

/** PUT /account/avatar with the image's own bytes; the server re-encodes it. */
export const putAvatar = async (file: File) =>
  (await apiClient.put<UserAnswer>('/account/avatar', file)).data.user;

export const useUploadAvatar = () =>
  useMutation({
    mutationKey: ['account', 'avatar'],
    mutationFn: putAvatar,
    onSuccess: (user) => session.updateUser(() => user),
  });
