import type { PreviewBuildAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import type { PreviewBuilder } from '../../../lib/preview/post-preview-build';
import { sharePublicPath } from './get-shared-component';

/** POST /share/public/{token}/preview: the server builds the shared version itself. */
export const postSharedPreview = async (token: string) =>
  (await apiClient.post<PreviewBuildAnswer>(`${sharePublicPath(token)}/preview`)).data;

/** The live preview's builder for a share link: no sign-in, no code sent. */
export const sharedPreviewBuilder = (token: string): PreviewBuilder => ({
  key: ['share', token],
  build: () => postSharedPreview(token),
});
