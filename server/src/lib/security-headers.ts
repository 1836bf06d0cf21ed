import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The CSP every answer carries. Scripts only from this origin (plus, on HTML pages, the hashes of
 * their own inline scripts); styles allow inline because Radix positions popovers with style attributes.
 */
export const cspDirectives = (scriptHashes: readonly string[] = []): Record<string, string[]> => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
});

export const cspHeaderValue = (scriptHashes: readonly string[]): string =>
  Object.entries(cspDirectives(scriptHashes))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

export const baseSecurityHeaders = (): FastifyHelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
  // Cross-origin isolation would block images and fonts users reference from other hosts.
  crossOriginEmbedderPolicy: false,
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});
