import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Preferences, UpdatePreferencesBody } from '@kiln/contract';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  Switch,
  toast,
} from '@kiln/design-system';
import { preferencesQueryOptions } from '../../../lib/preferences';
import { applyTheme, type ThemeChoice } from '../../../lib/theme';
import { useUpdatePreferences } from '../api/put-preferences';
import { NativeSelect } from './native-select';

export const PREFERENCES_UPDATED = 'Preferences updated successfully';
export const PREFERENCES_FAILED = 'Failed to update preferences';

const THEMES = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'es', label: 'Español' },
  { value: 'pt-BR', label: 'Português (Brasil)' },
  { value: 'ja', label: '日本語' },
] as const;

const NOTIFICATION_FLAGS = [
  { key: 'email', label: 'E-mail', description: 'Account and billing messages by e-mail.' },
  { key: 'push', label: 'Push', description: 'Browser notifications while Kiln is open.' },
  { key: 'updates', label: 'Product updates', description: 'New features and improvements.' },
  { key: 'marketing', label: 'Marketing', description: 'Offers and news from the Kiln team.' },
] as const;

/** The real IANA list the browser knows, UTC first. */
const timeZones = () => [
  { value: 'UTC', label: 'UTC' },
  ...Intl.supportedValuesOf('timeZone')
    .filter((zone) => zone !== 'UTC')
    .map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
];

/** Theme (applied at once, everywhere), language, time zone and notification flags, saved on change. */
export function PreferencesTab({ userId }: { userId: string }) {
  const preferences = useQuery(preferencesQueryOptions(userId));
  const update = useUpdatePreferences(userId);
  const zones = React.useMemo(() => timeZones(), []);

  const save = (body: UpdatePreferencesBody, previous: Preferences) =>
    update.mutate(body, {
      onSuccess: () => toast.success(PREFERENCES_UPDATED),
      onError: () => {
        toast.error(PREFERENCES_FAILED);
        if (body.theme) applyTheme(previous.theme);
      },
    });

  if (!preferences.data)
    return preferences.isError ? (
      <p role="alert">{PREFERENCES_FAILED}</p>
    ) : (
      <Skeleton className="h-64 w-full" />
    );
  const current = preferences.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferences</CardTitle>
        <CardDescription>Remembered on every device you sign in from.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-3">
        <NativeSelect
          label="Theme"
          name="theme"
          value={current.theme}
          options={THEMES}
          onChange={(event) => {
            const theme = event.currentTarget.value as ThemeChoice;
            applyTheme(theme);
            save({ theme }, current);
          }}
        />
        <NativeSelect
          label="Language"
          name="language"
          value={current.language}
          options={
            LANGUAGES.some((language) => language.value === current.language)
              ? LANGUAGES
              : [...LANGUAGES, { value: current.language, label: current.language }]
          }
          onChange={(event) => save({ language: event.currentTarget.value }, current)}
        />
        <NativeSelect
          label="Time zone"
          name="timezone"
          value={current.timezone}
          options={zones}
          onChange={(event) => save({ timezone: event.currentTarget.value }, current)}
        />
        <fieldset className="flex flex-col gap-4 sm:col-span-3">
          <legend className="mb-2 text-sm font-semibold">Notifications</legend>
          {NOTIFICATION_FLAGS.map((flag) => (
            <div key={flag.key} className="flex items-center justify-between gap-4">
              <div>
                <p id={`notify-${flag.key}`} className="text-sm font-medium">
                  {flag.label}
                </p>
                <p className="text-sm text-muted-foreground">{flag.description}</p>
              </div>
              <Switch
                aria-labelledby={`notify-${flag.key}`}
                checked={current.notifications[flag.key]}
                onCheckedChange={(checked) =>
                  save({ notifications: { [flag.key]: checked } }, current)
                }
              />
            </div>
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}
