import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/app-api-client';
import { saveFile } from '../../../lib/save-file';
import { componentPath, componentsKey } from './keys';

/** GET /components/{id}/versions/{version}/archive: the version's files as a zip, saved to disk. */
export const downloadComponentArchive = async ({ id, version }: { id: string; version: number }) =>
  saveFile(await apiClient.download(`${componentPath(id)}/versions/${version}/archive`));

export const useDownloadComponentArchive = () =>
  useMutation({ mutationKey: [...componentsKey, 'archive'], mutationFn: downloadComponentArchive });
