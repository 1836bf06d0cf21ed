import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { notificationsQueryKey } from './get-notifications';

/** PUT /users/notifications/{id}/read. */
export const putNotificationRead = (id: string) =>
  apiClient.put<NotificationAnswer>(`/users/notifications/${encodeURIComponent(id)}/read`);

export const notificationReadMutationOptions = () =>
  mutationOptions({
    mutationKey: ['users', 'notifications', 'read'],
    mutationFn: putNotificationRead,
  });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...notificationReadMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
