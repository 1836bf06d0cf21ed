import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiFramework, AiGeneratedFile, ComponentAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { editorKeys } from './keys';

export type SaveEdits = {
  framework: AiFramework;
  files: AiGeneratedFile[];
  /** The saved component the edits belong to, with the version they started from. */
  component?: { id: string; basedOnVersion: number };
  /** The name of a new component (the blank one's first save). */
  name?: string;
};

export type SavedEdits = { componentId: string; version: number; name: string };

/**
 * Saves edited code as files: a new version of its component (POST /components/{id}/versions),
 * or, for the blank component, a new component (POST /components).
 */
export async function postSaveComponent({
  framework,
  files,
  component,
  name,
}: SaveEdits): Promise<SavedEdits> {
  // Both answer with the component, its new version now the current one.
  const answer = component
    ? await apiClient.post<ComponentAnswer>(
        `/components/${encodeURIComponent(component.id)}/versions`,
        { source: { kind: 'files', framework, files, basedOnVersion: component.basedOnVersion } },
      )
    : await apiClient.post<ComponentAnswer>('/components', {
        name,
        source: { kind: 'files', framework, files },
      });
  return {
    componentId: answer.data.id,
    version: answer.data.currentVersion,
    name: answer.data.name,
  };
}

export function useSaveComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSaveComponent,
    // My components refreshes; the code open in the editor stays as it is.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: editorKeys.all,
        predicate: (query) => query.queryKey[1] !== editorKeys.open({})[1],
      }),
  });
}
