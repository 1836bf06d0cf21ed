import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsAnswer, NotificationsQuery } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

export const notificationsQueryKey = ['users', 'notifications'] as const;

/** The header and the notifications page are refreshed this often while open (and on focus). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export type NotificationsPage = NotificationsAnswer['data'];

const emptyPage = (page: number, limit: number): NotificationsPage => ({
  items: [],
  pagination: { page, limit, total: 0, totalPages: 0 },
  unreadCount: 0,
});

/** GET /users/notifications. Spec §8 fallbacks: a failure shows an empty list rather than an error. */
export async function getNotifications(
  query: NotificationsQuery = {},
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? 20);
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (query.unreadOnly === 'true') params.set('unreadOnly', 'true');
  try {
    const answer = await apiClient.get<NotificationsAnswer>(
      `/users/notifications?${params.toString()}`,
      signal ? { signal } : {},
    );
    return answer?.data ?? emptyPage(page, limit);
  } catch (error) {
    if (signal?.aborted) throw error;
    return emptyPage(page, limit);
  }
}

/** Refreshed every minute and whenever the window regains focus, so new notices show up unasked. */
export const notificationsQueryOptions = (query: NotificationsQuery = {}) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, query],
    queryFn: ({ signal }) => getNotifications(query, signal),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

export const useNotifications = (query: NotificationsQuery = {}) =>
  useQuery({ ...notificationsQueryOptions(query), placeholderData: keepPreviousData });
