import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiFramework, TemplatePreview, TemplatePreviewAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { templatesQueryKey } from './get-templates';

/** GET /templates/{id}/preview: the engine's files for the template, in one of its frameworks. */
export async function getTemplatePreview(
  id: string,
  framework: AiFramework,
  signal?: AbortSignal,
): Promise<TemplatePreview> {
  const answer = await apiClient.get<TemplatePreviewAnswer>(
    `/templates/${encodeURIComponent(id)}/preview?framework=${encodeURIComponent(framework)}`,
    signal ? { signal } : {},
  );
  return answer.data;
}

/** Keyed by the template's version too: an admin's edit shows new files, an unchanged one none. */
export const templatePreviewQueryOptions = (
  id: string,
  updatedAt: string,
  framework: AiFramework,
) =>
  queryOptions({
    queryKey: [...templatesQueryKey, id, 'preview', updatedAt, framework],
    queryFn: ({ signal }) => getTemplatePreview(id, framework, signal),
    staleTime: Infinity,
  });

export const useTemplatePreview = (id: string, updatedAt: string, framework: AiFramework) =>
  useQuery(templatePreviewQueryOptions(id, updatedAt, framework));
