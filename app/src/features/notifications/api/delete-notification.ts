import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { notificationsQueryKey } from './get-notifications';

/** DELETE /users/notifications/{id}. */
export const deleteNotification = (id: string) =>
  apiClient.delete<MessageAnswer>(`/users/notifications/${encodeURIComponent(id)}`);

export const notificationDeleteMutationOptions = () =>
  mutationOptions({
    mutationKey: ['users', 'notifications', 'delete'],
    mutationFn: deleteNotification,
  });

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    ...notificationDeleteMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
