import * as React from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences, PreferencesAnswer } from '@kiln/contract';
import { apiClient } from './api/app-api-client';
import { applyTheme } from './theme';

/** GET /users/preferences: shared by the settings screen and the header, which applies the theme. */
export const getPreferences = async (): Promise<Preferences> =>
  (await apiClient.get<PreferencesAnswer>('/users/preferences')).data.preferences;

export const preferencesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', userId, 'preferences'], queryFn: getPreferences });

/**
 * The theme chosen on another device arrives with the preferences: applied as soon as they load,
 * and remembered locally for the next page load.
 */
export function useServerTheme(userId: string) {
  const preferences = useQuery(preferencesQueryOptions(userId));
  const theme = preferences.data?.theme;
  React.useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
}
