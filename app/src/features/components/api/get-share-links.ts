import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShareLinksAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { shareLinksKeys } from './share-links-keys';

export const SHARE_LINKS_PAGE_SIZE = 10;

/** GET /share?componentId=: a component's share links, newest first, a page at a time. */
export const getShareLinks = async (componentId: string, page: number, signal?: AbortSignal) =>
  (
    await apiClient.get<ShareLinksAnswer>(
      `/share?${new URLSearchParams({
        componentId,
        page: String(page),
        limit: String(SHARE_LINKS_PAGE_SIZE),
      }).toString()}`,
      signal ? { signal } : {},
    )
  ).data;

export const shareLinksQueryOptions = (componentId: string, page: number) =>
  queryOptions({
    queryKey: shareLinksKeys.list(componentId, page),
    queryFn: ({ signal }) => getShareLinks(componentId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useShareLinks = (componentId: string, page: number) =>
  useQuery(shareLinksQueryOptions(componentId, page));
