import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { SecondFactorBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** POST /auth/login/second-factor: the code for a login that answered SECOND_FACTOR_REQUIRED. */
export const postSecondFactor = (body: SecondFactorBody) =>
  apiClient.post<unknown>('/auth/login/second-factor', body, { withCredentials: true });

export const secondFactorMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'second-factor'], mutationFn: postSecondFactor });

export const useSecondFactor = () => useMutation(secondFactorMutationOptions());
