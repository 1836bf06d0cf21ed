import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/instance';

/** POST /auth/login, sent with credentials; the answer is checked by the caller (spec section 5). */
export const postLogin = (body: LoginBody) =>
  apiClient.post<unknown>('/auth/login', body, { withCredentials: true });

export const loginMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: postLogin });

export const useLogin = () => useMutation(loginMutationOptions());
