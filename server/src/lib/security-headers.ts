import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

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

export const baseSecurityHeaders = (): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
  // Cross-origin isolation would block images and fonts users reference from other hosts.
  crossOriginEmbedderPolicy: false,
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** What helmet does to every answer, worked out once: headers to set, headers to remove. */
export interface SecurityHeaderPlan {
  set: ReadonlyArray<readonly [name: string, value: string]>;
  remove: readonly string[];
}

/**
 * Runs helmet's middleware once against a recording response. With no per-request directive
 * (no nonce function), helmet sets the same headers on every answer, so replaying the recording
 * gives the same headers without walking its middleware chain on each request.
 */
export const planSecurityHeaders = (
  options: HelmetOptions = baseSecurityHeaders(),
): SecurityHeaderPlan => {
  const csp: unknown = options.contentSecurityPolicy;
  const directives: unknown =
    typeof csp === 'object' && csp !== null && 'directives' in csp ? csp.directives : undefined;
  for (const [name, value] of Object.entries(directives ?? {})) {
    const values: unknown[] =
      typeof value === 'string' || value === null
        ? [value]
        : typeof value === 'function'
          ? [value]
          : Array.from(value as Iterable<unknown>);
    // A function (a nonce, say) gives each request its own value: recording one would replay it to everyone.
    if (values.some((entry) => typeof entry === 'function'))
      throw new Error(
        `The CSP directive ${name} is computed per request, so the security headers cannot be worked out once`,
      );
  }
  const set: Array<readonly [string, string]> = [];
  const remove: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      if (typeof value !== 'string')
        throw new Error(`Security header ${name} is not a fixed string`);
      set.push([name, value]);
    },
    removeHeader: (name: string) => {
      remove.push(name);
    },
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
      finished = true;
    },
  );
  if (!finished) throw new Error('The security headers did not settle in one synchronous pass');
  return { set, remove };
};

export const applySecurityHeaders = (plan: SecurityHeaderPlan, response: ServerResponse): void => {
  for (const name of plan.remove) response.removeHeader(name);
  for (const [name, value] of plan.set) response.setHeader(name, value);
};
