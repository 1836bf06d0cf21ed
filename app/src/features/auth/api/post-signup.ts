import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { SignupBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** POST /auth/signup, sent with credentials; same answer shape as login. */
export const postSignup = (body: SignupBody) =>
  apiClient.post<unknown>('/auth/signup', body, { withCredentials: true });

export const signupMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'signup'], mutationFn: postSignup });

export const useSignup = () => useMutation(signupMutationOptions());
