import type { ValidateBody, ValidateResult } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** POST /ai/validate: the engine's validator (Angular's template parser, TypeScript, sass) over the files. */
export const postValidate = async (
  body: ValidateBody,
  signal?: AbortSignal,
): Promise<ValidateResult> =>
  (await apiClient.post<{ data: ValidateResult }>('/ai/validate', body, signal ? { signal } : {}))
    .data;
