import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, MessageAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { sessionsQueryKey } from './sessions';

/** POST /users/change-password: every other session of the account is signed out. */
export const postChangePassword = (body: ChangePasswordBody) =>
  apiClient.post<MessageAnswer>('/users/change-password', body);

export const useChangePassword = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'change-password'],
    mutationFn: postChangePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
};
