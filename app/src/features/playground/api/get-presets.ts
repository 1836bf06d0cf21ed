import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PresetsAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { playgroundKeys, presetsPath } from './keys';

/** GET /components/{id}/presets: the component's saved input states. */
export const getPresets = async (componentId: string, signal?: AbortSignal) =>
  (await apiClient.get<PresetsAnswer>(presetsPath(componentId), signal ? { signal } : {})).data;

export const presetsQueryOptions = (componentId: string) =>
  queryOptions({
    queryKey: playgroundKeys.presets(componentId),
    queryFn: ({ signal }) => getPresets(componentId, signal),
  });

export const usePresets = (componentId: string) => useQuery(presetsQueryOptions(componentId));
