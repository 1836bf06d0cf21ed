import { useMutation } from '@tanstack/react-query';
import type { ComponentAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** POST /components: saves a generated result by reference; the server copies its files. */
export const postSaveResult = async ({ responseId, name }: { responseId: string; name: string }) =>
  (
    await apiClient.post<ComponentAnswer>('/components', {
      name,
      source: { kind: 'prompt-response', id: responseId },
    })
  ).data;

export const useSaveResult = () =>
  useMutation({ mutationKey: ['components', 'save-result'], mutationFn: postSaveResult });
