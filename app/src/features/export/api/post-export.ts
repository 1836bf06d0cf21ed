import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ArchiveTree, ExportBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { saveFile } from '../../../lib/save-file';

/** POST /export/tree: the folder tree the export's zip will have. */
export const postExportTree = async (body: ExportBody, signal?: AbortSignal) =>
  (
    await apiClient.post<{ success: true; data: ArchiveTree }>(
      '/export/tree',
      body,
      signal ? { signal } : {},
    )
  ).data;

/** The tree for the current choices; nothing is asked while no component is chosen. */
export const useExportTree = (body: ExportBody) =>
  useQuery(
    queryOptions({
      queryKey: ['export', 'tree', body],
      queryFn: ({ signal }) => postExportTree(body, signal),
      enabled: body.componentIds.length > 0,
      placeholderData: keepPreviousData,
    }),
  );

/** POST /export: the zip, built and streamed by the server, saved to disk. */
export const downloadExport = async (body: ExportBody) =>
  saveFile(await apiClient.download('/export', { body }));

export const useDownloadExport = () =>
  useMutation({ mutationKey: ['export', 'download'], mutationFn: downloadExport });
