import { useMutation } from '@tanstack/react-query';
import type { CodeGenerationRequestBody, GenerateAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { ApiError } from '../../../lib/api/client';
import { refreshProfile } from '../../../lib/session/refresh-profile';

/** POST /ai/generate: a component from the structured code generation request. */
export async function postGenerate(body: CodeGenerationRequestBody) {
  const answer = await apiClient.post<GenerateAnswer | undefined>('/ai/generate', body);
  // Spec: an AI answer without success and data is not an answer.
  if (!answer?.success || !answer.data)
    throw new ApiError(200, 'INVALID_RESPONSE', 'Invalid response format');
  return answer.data;
}

export const useGenerate = () =>
  useMutation({
    mutationKey: ['ai', 'generate'],
    mutationFn: postGenerate,
    onSuccess: () => void refreshProfile(),
  });
