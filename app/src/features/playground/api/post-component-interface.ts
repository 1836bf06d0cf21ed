import { useQuery } from '@tanstack/react-query';
import type { AiFramework, AiGeneratedFile, ComponentInterfaceAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { playgroundKeys } from './keys';

/** POST /components/interface: the inputs and outputs the server reads from the files. */
export const postComponentInterface = async (
  framework: AiFramework,
  files: readonly AiGeneratedFile[],
  signal?: AbortSignal,
) =>
  (
    await apiClient.post<ComponentInterfaceAnswer>(
      '/components/interface',
      { framework, files },
      signal ? { signal } : {},
    )
  ).data;

export const useComponentInterface = (
  framework: AiFramework | undefined,
  files: readonly AiGeneratedFile[] | undefined,
) =>
  useQuery({
    queryKey: playgroundKeys.interface(framework ?? '', files ?? []),
    queryFn: ({ signal }) => postComponentInterface(framework!, files!, signal),
    enabled: Boolean(framework && files?.length),
    // The same files always have the same inputs.
    staleTime: Infinity,
  });
