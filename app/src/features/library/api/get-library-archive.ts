import { apiClient } from '../../../lib/api/app-api-client';
import { downloadFile } from '../../../lib/file-actions';
import { libraryItemPath } from './keys';

/** GET /library/{id}/download: the item's files as a zip, saved to disk (a failure is a toast). */
export const downloadLibraryItem = ({ id, version }: { id: string; version: number }) =>
  downloadFile(() => apiClient.download(`${libraryItemPath(id)}/download?version=${version}`));
