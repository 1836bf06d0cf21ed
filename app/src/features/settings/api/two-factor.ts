import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageAnswer,
  RecoveryCodesAnswer,
  TotpEnrolmentAnswer,
  TwoFactorStatusAnswer,
} from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

const twoFactorKey = ['account', 'two-factor'] as const;

/** GET /account/two-factor: whether sign-in asks for an authenticator code. */
export const getTwoFactor = async () =>
  (await apiClient.get<TwoFactorStatusAnswer>('/account/two-factor')).data;

export const useTwoFactor = () =>
  useQuery(queryOptions({ queryKey: twoFactorKey, queryFn: getTwoFactor }));

/** POST /account/two-factor/enrol: a new secret and its QR code, not active until confirmed. */
export const postEnrol = async () =>
  (await apiClient.post<TotpEnrolmentAnswer>('/account/two-factor/enrol')).data;

export const useEnrolTwoFactor = () =>
  useMutation({ mutationKey: [...twoFactorKey, 'enrol'], mutationFn: postEnrol });

/** POST /account/two-factor/confirm: the first code turns it on; the recovery codes come back once. */
export const postConfirm = async (code: string) =>
  (await apiClient.post<RecoveryCodesAnswer>('/account/two-factor/confirm', { code })).data
    .recoveryCodes;

export const useConfirmTwoFactor = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...twoFactorKey, 'confirm'],
    mutationFn: postConfirm,
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKey }),
  });
};

/** POST /account/two-factor/disable with the password. */
export const postDisable = (password: string) =>
  apiClient.post<MessageAnswer>('/account/two-factor/disable', { password });

export const useDisableTwoFactor = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...twoFactorKey, 'disable'],
    mutationFn: postDisable,
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKey }),
  });
};
