import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** POST /auth/login, sent with credentials; the answer is checked by the caller (success, user and token). */
export const postLogin = (body: LoginBody) =>
  apiClient.post<unknown>('/auth/login', body, { withCredentials: true });

export const loginMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: postLogin });

export const useLogin = () => useMutation(loginMutationOptions());
