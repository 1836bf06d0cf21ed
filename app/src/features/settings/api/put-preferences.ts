import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesAnswer, UpdatePreferencesBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { preferencesQueryOptions } from '../../../lib/preferences';

/** PUT /users/preferences: the answer is the whole stored set. */
export const putPreferences = async (body: UpdatePreferencesBody) =>
  (await apiClient.put<PreferencesAnswer>('/users/preferences', body)).data.preferences;

export const useUpdatePreferences = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'preferences', 'update'],
    mutationFn: putPreferences,
    onSuccess: (preferences) =>
      client.setQueryData(preferencesQueryOptions(userId).queryKey, preferences),
  });
};
