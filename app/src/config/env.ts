export type AppEnvironment = 'development' | 'staging' | 'production';

/**
 * Detected once at start: Vite's dev server is development; a host named staging.* (or a build
 * made with VITE_APP_ENV=staging) is staging; everything else is production.
 */
export function detectEnvironment(
  hostname: string,
  options: { dev: boolean; declared?: string | undefined },
): AppEnvironment {
  if (
    options.declared === 'development' ||
    options.declared === 'staging' ||
    options.declared === 'production'
  ) {
    return options.declared;
  }
  if (options.dev) return 'development';
  if (/^staging[.-]/.test(hostname)) return 'staging';
  return 'production';
}

/**
 * The API base for an environment. Same-origin /api unless a build overrides it; staging has its
 * own API host when VITE_STAGING_API_URL is set at build time.
 */
export function apiBaseFor(
  environment: AppEnvironment,
  overrides: { api?: string | undefined; staging?: string | undefined },
): string {
  const base =
    (environment === 'staging' ? overrides.staging : undefined) ?? overrides.api ?? '/api';
  return base.replace(/\/+$/, '');
}

const hostname = typeof window === 'undefined' ? 'localhost' : window.location.hostname;

export const environment = detectEnvironment(hostname, {
  dev: import.meta.env.DEV,
  declared: import.meta.env.VITE_APP_ENV,
});

export const API_BASE_URL = apiBaseFor(environment, {
  api: import.meta.env.VITE_API_URL,
  staging: import.meta.env.VITE_STAGING_API_URL,
});
