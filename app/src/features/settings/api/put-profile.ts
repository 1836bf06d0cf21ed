import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileBody, UserAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { session } from '../../../lib/session/app-session';

/** PUT /users/profile; the header takes the new name and avatar at once. */
export const putProfile = async (body: UpdateProfileBody) =>
  (await apiClient.put<UserAnswer>('/users/profile', body)).data.user;

export const useUpdateProfile = () =>
  useMutation({
    mutationKey: ['users', 'profile', 'update'],
    mutationFn: putProfile,
    onSuccess: (user) => session.updateUser(() => user),
  });
