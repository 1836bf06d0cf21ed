import type { ComponentAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { ApiError } from '../../../lib/api/client';

/**
 * Saves a chat answer to My components: the first save creates the component (POST /components),
 * later ones add a version to it (POST /components/{id}/versions). The answer is named by its id and
 * the server copies its files, model and provenance.
 */
export async function postSaveAnswer(input: {
  messageId: string;
  name: string;
  componentId: string | undefined;
}): Promise<{ componentId: string; version: number }> {
  const source = { kind: 'chat-message' as const, id: input.messageId };
  if (input.componentId) {
    try {
      // The new version answers the whole component, whose current version is the one just saved.
      const answer = await apiClient.post<ComponentAnswer>(
        `/components/${encodeURIComponent(input.componentId)}/versions`,
        { source },
      );
      return { componentId: input.componentId, version: answer.data.currentVersion };
    } catch (error) {
      // The component was deleted since: this save starts a new one.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  const answer = await apiClient.post<ComponentAnswer>('/components', { name: input.name, source });
  return { componentId: answer.data.id, version: answer.data.currentVersion };
}
