import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKeysAnswer,
  CreateApiKeyBody,
  CreatedApiKeyAnswer,
  MessageAnswer,
} from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

const apiKeysKey = ['account', 'api-keys'] as const;

/** GET /account/api-keys: names and prefixes; the keys themselves are never sent again. */
export const getApiKeys = async () =>
  (await apiClient.get<ApiKeysAnswer>('/account/api-keys')).data.keys;

export const useApiKeys = () =>
  useQuery(queryOptions({ queryKey: apiKeysKey, queryFn: getApiKeys }));

/** POST /account/api-keys: a name and the scopes chosen; the answer carries the key, shown once. */
export const postApiKey = async (body: CreateApiKeyBody) =>
  (await apiClient.post<CreatedApiKeyAnswer>('/account/api-keys', body)).data;

export const useCreateApiKey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...apiKeysKey, 'create'],
    mutationFn: postApiKey,
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });
};

/** DELETE /account/api-keys/{id}: the key stops working at once. */
export const deleteApiKey = (id: string) =>
  apiClient.delete<MessageAnswer>(`/account/api-keys/${id}`);

export const useRevokeApiKey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...apiKeysKey, 'revoke'],
    mutationFn: deleteApiKey,
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });
};
