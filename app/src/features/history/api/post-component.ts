import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ComponentAnswer, CreateComponentBody, HistoryAnswerRef } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** POST /components: the server copies the named answer's files, model and provenance. */
export const postComponent = ({ name, answer }: { name: string; answer: HistoryAnswerRef }) =>
  apiClient.post<ComponentAnswer>('/components', {
    name,
    source: { kind: answer.kind, id: answer.id },
  } satisfies Omit<CreateComponentBody, 'description' | 'tags'>);

export const saveComponentMutationOptions = () =>
  mutationOptions({ mutationKey: ['components', 'create'], mutationFn: postComponent });

export const useSaveComponent = () => useMutation(saveComponentMutationOptions());
