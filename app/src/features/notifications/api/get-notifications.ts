import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification, NotificationsAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

export const notificationsQueryKey = ['users', 'notifications'] as const;

/** GET /users/notifications. Spec: a failure shows an empty list rather than an error. */
export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  try {
    const answer = await apiClient.get<NotificationsAnswer>(
      '/users/notifications',
      signal ? { signal } : {},
    );
    return answer?.data?.items ?? [];
  } catch {
    return [];
  }
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 60_000,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
