import { useMutation } from '@tanstack/react-query';
import type {
  MessageAnswer,
  PasswordResetBody,
  PasswordResetRequestBody,
  VerifyEmailBody,
} from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** POST /auth/reset-password/request: a reset link by e-mail (same answer for unknown addresses). */
export const postResetRequest = (body: PasswordResetRequestBody) =>
  apiClient.post<MessageAnswer>('/auth/reset-password/request', body);

export const useRequestReset = () =>
  useMutation({ mutationKey: ['auth', 'reset-request'], mutationFn: postResetRequest });

/** POST /auth/reset-password: the link's token and the new password; every session ends. */
export const postResetPassword = (body: PasswordResetBody) =>
  apiClient.post<MessageAnswer>('/auth/reset-password', body);

export const useResetPassword = () =>
  useMutation({ mutationKey: ['auth', 'reset'], mutationFn: postResetPassword });

/** POST /auth/verify-email: confirms the address the link was sent to. */
export const postVerifyEmail = (body: VerifyEmailBody) =>
  apiClient.post<MessageAnswer>('/auth/verify-email', body);

export const useVerifyEmail = () =>
  useMutation({ mutationKey: ['auth', 'verify-email'], mutationFn: postVerifyEmail });
