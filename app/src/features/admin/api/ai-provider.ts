import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAiProviderAnswer, UpdateAiProviderBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

export const providerKey = ['admin', 'ai', 'provider'] as const;

/** GET /admin/ai/provider: the provider in use and where its key comes from (never the key). */
export const getProvider = async () =>
  (await apiClient.get<AdminAiProviderAnswer>('/admin/ai/provider')).data;
export const useProvider = () =>
  useQuery(queryOptions({ queryKey: providerKey, queryFn: getProvider }));

/** PUT /admin/ai/provider: the switch holds on the next AI request. */
export const putProvider = async (body: UpdateAiProviderBody) =>
  (await apiClient.put<AdminAiProviderAnswer>('/admin/ai/provider', body)).data;
export const useUpdateProvider = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...providerKey, 'update'],
    mutationFn: putProvider,
    onSuccess: async (provider) => {
      client.setQueryData(providerKey, provider);
      await client.invalidateQueries({ queryKey: ['admin', 'ai', 'health'] });
    },
  });
};
