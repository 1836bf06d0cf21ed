import { useQuery } from '@tanstack/react-query';
import type {
  AiFramework,
  AiGeneratedFile,
  ComponentAnswer,
  ComponentVersionAnswer,
} from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { componentPath, playgroundKeys } from './keys';

export interface ComponentCode {
  name: string;
  framework: AiFramework;
  version: number;
  files: AiGeneratedFile[];
}

/** GET /components/{id}: the name and the current version's code. */
const getCurrent = async (id: string, signal?: AbortSignal): Promise<ComponentCode> => {
  const { data } = await apiClient.get<ComponentAnswer>(
    componentPath(id),
    signal ? { signal } : {},
  );
  return {
    name: data.name,
    framework: data.current.framework,
    version: data.current.version,
    files: data.current.files,
  };
};

/** GET /components/{id}/versions/{version}: one version's code (named by the component). */
const getVersion = async (
  id: string,
  version: number,
  name: string,
  signal?: AbortSignal,
): Promise<ComponentCode> => {
  const { data } = await apiClient.get<ComponentVersionAnswer>(
    `${componentPath(id)}/versions/${version}`,
    signal ? { signal } : {},
  );
  return { name, framework: data.framework, version: data.version, files: data.files };
};

/** A saved component's code: the version named in the URL, or its current one. */
export function useComponentCode(id: string | undefined, version: number | undefined) {
  return useQuery({
    queryKey: playgroundKeys.code(id ?? '', version ?? 'current'),
    queryFn: async ({ signal }) => {
      const current = await getCurrent(id!, signal);
      return version && version !== current.version
        ? getVersion(id!, version, current.name, signal)
        : current;
    },
    enabled: Boolean(id),
    // A saved version never changes.
    staleTime: version ? Infinity : 0,
  });
}
