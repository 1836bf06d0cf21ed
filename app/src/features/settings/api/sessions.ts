import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginSessionsAnswer, MessageAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

export const sessionsQueryKey = ['account', 'sessions'] as const;

/** GET /account/sessions: the account's signed-in devices. */
export const getSessions = async () =>
  (await apiClient.get<LoginSessionsAnswer>('/account/sessions')).data.sessions;

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());

/** DELETE /account/sessions/{id}: signs that device out. */
export const deleteSession = (id: string) =>
  apiClient.delete<MessageAnswer>(`/account/sessions/${id}`);

export const useRevokeSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'sessions', 'revoke'],
    mutationFn: deleteSession,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
};
