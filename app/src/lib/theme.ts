import type { Preferences } from '@kiln/contract';

/** Read by the inline script in root.tsx before the first paint, so a reload never flashes the wrong theme. */
export const THEME_STORAGE_KEY = 'kiln.theme';

export type ThemeChoice = Preferences['theme'];

const prefersDark = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches;

/** Applies a theme to the whole app at once and remembers it for the next page load. */
export function applyTheme(theme: ThemeChoice) {
  if (typeof document === 'undefined') return;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be blocked; the theme still applies to this page.
  }
  document.documentElement.classList.toggle(
    'dark',
    theme === 'dark' || (theme === 'system' && prefersDark()),
  );
}
