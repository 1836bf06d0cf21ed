import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplatesAnswer, TemplatesQuery } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

export type TemplatesPage = TemplatesAnswer['data'];

export const templatesQueryKey = ['templates'] as const;

const toSearchParams = (query: TemplatesQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

/** GET /templates: one page of the shelf, filtered by words, category and framework. */
export async function getTemplates(
  query: TemplatesQuery,
  signal?: AbortSignal,
): Promise<TemplatesPage> {
  const answer = await apiClient.get<TemplatesAnswer>(
    `/templates?${toSearchParams(query)}`,
    signal ? { signal } : {},
  );
  return answer.data;
}

export const templatesQueryOptions = (query: TemplatesQuery) =>
  queryOptions({
    queryKey: [...templatesQueryKey, query],
    queryFn: ({ signal }) => getTemplates(query, signal),
  });

/** The page stays on screen while the next one loads, so filtering does not flash. */
export const useTemplates = (query: TemplatesQuery) =>
  useQuery({ ...templatesQueryOptions(query), placeholderData: keepPreviousData });
