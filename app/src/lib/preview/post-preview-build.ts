import { useQuery } from '@tanstack/react-query';
import type {
  AiFramework,
  AiGeneratedFile,
  PreviewBuild,
  PreviewBuildAnswer,
} from '@kiln/contract';
import { apiClient } from '../api/app-api-client';
import { busyRetryDelay, isBusyFailure } from '../checks/busy';

/**
 * A build the server had no room for (SERVER_BUSY: its queue full or the compile past its
 * deadline) says nothing about the code: it is asked for again on its own, 1 s, 2 s, 4 s … apart,
 * as the code checks are. Any other failure is shown at once.
 */
const retryWhileBusy = {
  retry: (_failures: number, error: unknown) => isBusyFailure(error),
  retryDelay: (failures: number) => busyRetryDelay(failures),
};

/** POST /preview/builds: the component compiled for the sandboxed frame, or its problems. */
export const postPreviewBuild = async (framework: AiFramework, files: AiGeneratedFile[]) =>
  (
    await apiClient.post<PreviewBuildAnswer>('/preview/builds', {
      framework,
      files: files.map(({ path, content, type, language }) => ({ path, content, type, language })),
    })
  ).data;

/** A build is named by its content, so the same files are compiled once per page. */
export const previewBuildQuery = (framework: AiFramework, files: AiGeneratedFile[]) => ({
  queryKey: ['preview', 'build', framework, files.map((file) => [file.path, file.content])],
  queryFn: () => postPreviewBuild(framework, files),
  staleTime: Number.POSITIVE_INFINITY,
  ...retryWhileBusy,
});

/**
 * Another way to get a build than posting the files: a shared link's preview, say, which the
 * server builds from what it stores. `key` names what is built, for the query cache.
 */
export type PreviewBuilder = { key: readonly unknown[]; build: () => Promise<PreviewBuild> };

export const usePreviewBuild = (
  framework: AiFramework,
  files: AiGeneratedFile[],
  builder?: PreviewBuilder,
) =>
  useQuery(
    builder
      ? {
          queryKey: ['preview', 'build', ...builder.key],
          queryFn: builder.build,
          staleTime: Number.POSITIVE_INFINITY,
          ...retryWhileBusy,
        }
      : previewBuildQuery(framework, files),
  );
