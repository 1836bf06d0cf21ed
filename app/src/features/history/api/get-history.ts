import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE, type HistoryAnswer, type HistoryQuery } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

export type HistoryPage = HistoryAnswer['data'];

export const historyQueryKey = ['ai', 'history'] as const;

const emptyPage = (page: number, limit: number): HistoryPage => ({
  items: [],
  pagination: { page, limit, total: 0, totalPages: 0 },
});

const toSearchParams = (query: HistoryQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

/** GET /ai/history. Spec §8 fallbacks: a failure shows an empty history, never a broken page. */
export async function getHistory(query: HistoryQuery, signal?: AbortSignal): Promise<HistoryPage> {
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? HISTORY_PAGE_SIZE);
  try {
    const answer = await apiClient.get<HistoryAnswer>(
      `/ai/history?${toSearchParams(query)}`,
      signal ? { signal } : {},
    );
    return answer?.data ?? emptyPage(page, limit);
  } catch (error) {
    if (signal?.aborted) throw error;
    return emptyPage(page, limit);
  }
}

export const historyQueryOptions = (query: HistoryQuery) =>
  queryOptions({
    queryKey: [...historyQueryKey, query],
    queryFn: ({ signal }) => getHistory(query, signal),
  });

/** The page stays on screen while the next one loads, so paging and filtering do not flash. */
export const useHistory = (query: HistoryQuery) =>
  useQuery({ ...historyQueryOptions(query), placeholderData: keepPreviousData });
