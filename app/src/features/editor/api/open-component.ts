import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AiFramework,
  AiGeneratedFile,
  ComponentAnswer,
  ComponentsAnswer,
  ComponentVersionAnswer,
} from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { editorKeys, type OpenTarget } from './keys';

export type { OpenTarget } from './keys';

/** What the editor opens: a saved component's version, or nothing saved (the blank component). */
export type OpenedComponent = {
  id: string;
  name: string;
  /** The version whose code is shown. */
  version: number;
  currentVersion: number;
  framework: AiFramework;
  files: AiGeneratedFile[];
};

const componentPath = (id: string) => `/components/${encodeURIComponent(id)}`;

/**
 * GET /components/{id} (and /versions/{n} for an older version), or, with no component named,
 * the one worked on last (GET /components?sort=updated&limit=1). Null when nothing is saved.
 */
export async function openComponent(
  { componentId, version }: OpenTarget,
  signal?: AbortSignal,
): Promise<OpenedComponent | null> {
  const options = signal ? { signal } : {};
  let id = componentId;
  if (!id) {
    const latest = await apiClient.get<ComponentsAnswer>(
      '/components?sort=updated&limit=1',
      options,
    );
    id = latest.data.items[0]?.id;
    if (!id) return null;
  }
  const { data } = await apiClient.get<ComponentAnswer>(componentPath(id), options);
  const opened = {
    id: data.id,
    name: data.name,
    currentVersion: data.currentVersion,
  };
  if (componentId && version !== undefined && version !== data.currentVersion) {
    const older = await apiClient.get<ComponentVersionAnswer>(
      `${componentPath(id)}/versions/${version}`,
      options,
    );
    return {
      ...opened,
      version: older.data.version,
      framework: older.data.framework,
      files: older.data.files,
    };
  }
  return {
    ...opened,
    version: data.current.version,
    framework: data.current.framework,
    files: data.current.files,
  };
}

export const openComponentQueryOptions = (target: OpenTarget) =>
  queryOptions({
    queryKey: editorKeys.open(target),
    queryFn: ({ signal }) => openComponent(target, signal),
    // What is being edited must not change under the cursor when the window regains focus.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // Opened afresh on every visit, so the component worked on last is the one shown.
    gcTime: 0,
  });

export const useOpenComponent = (target: OpenTarget, enabled = true) =>
  useQuery({ ...openComponentQueryOptions(target), enabled });
