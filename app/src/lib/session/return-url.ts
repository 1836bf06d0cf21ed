export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * Where to go after signing in. Only a path on this site is accepted (never `//host`, a scheme or
 * a backslash trick), so a crafted link cannot send someone elsewhere: an open redirect.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return DEFAULT_AFTER_LOGIN;
  try {
    const base = 'https://kiln.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return DEFAULT_AFTER_LOGIN;
    if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return DEFAULT_AFTER_LOGIN;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}

/** The login page URL that brings the visitor back to `requestUrl` afterwards. */
export function loginUrlFor(requestUrl: string): string {
  const url = new URL(requestUrl, 'https://kiln.invalid');
  return `/auth/login?returnUrl=${encodeURIComponent(`${url.pathname}${url.search}${url.hash}`)}`;
}
