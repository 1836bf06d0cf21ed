import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAiGuardsAnswer,
  AiConnectionTestAnswer,
  AiHealthAnswer,
  UpdateAiGuardsBody,
} from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

const guardsKey = ['admin', 'ai', 'guards'] as const;

/** GET /admin/ai/guards: the rules in force, blocked terms included. */
export const getGuards = async () =>
  (await apiClient.get<AdminAiGuardsAnswer>('/admin/ai/guards')).data;
export const useGuards = () => useQuery(queryOptions({ queryKey: guardsKey, queryFn: getGuards }));

/** PUT /admin/ai/guards: applied by the AI endpoints on their next request. */
export const putGuards = async (body: UpdateAiGuardsBody) =>
  (await apiClient.put<AdminAiGuardsAnswer>('/admin/ai/guards', body)).data;
export const useUpdateGuards = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...guardsKey, 'update'],
    mutationFn: putGuards,
    onSuccess: (guards) => client.setQueryData(guardsKey, guards),
  });
};

/** GET /ai/prompt/health: the active provider and model, its health and latency. */
export const getAiHealth = async () =>
  (await apiClient.get<AiHealthAnswer>('/ai/prompt/health')).data;
export const useAiHealth = () =>
  useQuery(queryOptions({ queryKey: ['admin', 'ai', 'health'], queryFn: getAiHealth }));

/** POST /admin/ai/test-connection: models, one short prompt's latency, the context length. */
export const postTestConnection = async () =>
  (await apiClient.post<AiConnectionTestAnswer>('/admin/ai/test-connection')).data;
export const useTestConnection = () =>
  useMutation({ mutationKey: ['admin', 'ai', 'test-connection'], mutationFn: postTestConnection });
