import { useMutation } from '@tanstack/react-query';
import type { CodeGenerationRequestBody, GenerateAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { refreshUsage } from '../../../lib/session/usage';

/** POST /ai/generate: a component from the structured code generation request. */
export const postGenerate = async (body: CodeGenerationRequestBody) =>
  (await apiClient.post<GenerateAnswer>('/ai/generate', body)).data;

export const useGenerate = () =>
  useMutation({
    mutationKey: ['ai', 'generate'],
    mutationFn: postGenerate,
    onSuccess: () => void refreshUsage(),
  });
