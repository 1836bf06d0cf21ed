import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/app-api-client';
import { saveFile } from '../../../lib/save-file';
import { componentPath, componentsKey } from './keys';

/** GET /components/{id}/versions/{version}/archive: the version's files as a zip, saved to disk. */
export const downloadComponentArchive = async ({
  id,
  version,
  fileName,
}: {
  id: string;
  version: number;
  fileName: string;
}) => {
  const blob = await apiClient.get<Blob>(`${componentPath(id)}/versions/${version}/archive`, {
    responseType: 'blob',
  });
  saveFile(blob, fileName);
};

export const useDownloadComponentArchive = () =>
  useMutation({ mutationKey: [...componentsKey, 'archive'], mutationFn: downloadComponentArchive });
