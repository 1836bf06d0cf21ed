import { useMutation } from '@tanstack/react-query';
import type { ComponentAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { sharePublicPath } from './get-shared-component';

/** POST /share/public/{token}/fork: a copy of the shared version in the caller's components. */
export const postSharedFork = async (token: string) =>
  (await apiClient.post<ComponentAnswer>(`${sharePublicPath(token)}/fork`)).data;

export const useForkShared = () => useMutation({ mutationFn: postSharedFork });
