import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ArchiveTree, ScaffoldBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { saveFile } from '../../../lib/save-file';

/** POST /export/scaffold/tree: the folder tree the starter's zip will have. */
export const postScaffoldTree = async (body: ScaffoldBody, signal?: AbortSignal) =>
  (
    await apiClient.post<{ success: true; data: ArchiveTree }>(
      '/export/scaffold/tree',
      body,
      signal ? { signal } : {},
    )
  ).data;

export const useScaffoldTree = (body: ScaffoldBody) =>
  useQuery(
    queryOptions({
      queryKey: ['scaffold', 'tree', body],
      queryFn: ({ signal }) => postScaffoldTree(body, signal),
      enabled: body.name.trim().length > 0,
      placeholderData: keepPreviousData,
    }),
  );

/** POST /export/scaffold: the starter project as a zip, saved to disk. */
export const downloadScaffold = async (body: ScaffoldBody) =>
  saveFile(await apiClient.download('/export/scaffold', { body }));

export const useDownloadScaffold = () =>
  useMutation({ mutationKey: ['scaffold', 'download'], mutationFn: downloadScaffold });
