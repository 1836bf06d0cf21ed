import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody, ExportAnswer, MessageAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** GET /users/export: everything the account owns, as one JSON document. */
export const getExport = async () => (await apiClient.get<ExportAnswer>('/users/export')).data;

export const useExportData = () =>
  useMutation({ mutationKey: ['users', 'export'], mutationFn: getExport });

/** DELETE /users/me with the password: the account and all its data go. */
export const deleteAccount = (body: DeleteAccountBody) =>
  apiClient.request<MessageAnswer>('DELETE', '/users/me', { body });

export const useDeleteAccount = () =>
  useMutation({ mutationKey: ['users', 'delete'], mutationFn: deleteAccount });
