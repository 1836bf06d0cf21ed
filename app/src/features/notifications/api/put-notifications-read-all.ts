import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAllReadAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { notificationsQueryKey } from './get-notifications';

/** PUT /users/notifications/read-all. */
export const putNotificationsReadAll = () =>
  apiClient.put<MarkAllReadAnswer>('/users/notifications/read-all');

export const notificationsReadAllMutationOptions = () =>
  mutationOptions({
    mutationKey: ['users', 'notifications', 'read-all'],
    mutationFn: putNotificationsReadAll,
  });

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...notificationsReadAllMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
