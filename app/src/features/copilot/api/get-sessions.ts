import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionsAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

export const SESSIONS_PAGE_SIZE = 10;
export const sessionsQueryKey = ['ai', 'copilot', 'sessions'] as const;

/** GET /ai/copilot/sessions: my conversations, most recent activity first. */
export const getSessions = async (page: number, signal?: AbortSignal) =>
  (
    await apiClient.get<SessionsAnswer>(
      `/ai/copilot/sessions?page=${page}&limit=${SESSIONS_PAGE_SIZE}`,
      signal ? { signal } : {},
    )
  ).data;

export const sessionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...sessionsQueryKey, page],
    queryFn: ({ signal }) => getSessions(page, signal),
    placeholderData: keepPreviousData,
  });

export const useSessions = (page: number) => useQuery(sessionsQueryOptions(page));
