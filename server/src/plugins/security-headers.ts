import fp from 'fastify-plugin';
import { applySecurityHeaders, planSecurityHeaders } from '../lib/security-headers';

/**
 * helmet's headers worked out once at start: @fastify/helmet rebuilds its middleware (CSP parsing
 * included) on every request, and even a prebuilt one walks a chain of a dozen middlewares.
 * Set on the raw response so hijacked answers (the AI event stream) carry them too.
 */
export const securityHeadersPlugin = fp(
  (app, _options, done) => {
    const securityHeaders = planSecurityHeaders();
    app.addHook('onRequest', (_request, reply, next) => {
      applySecurityHeaders(securityHeaders, reply.raw);
      next();
    });
    done();
  },
  { name: 'kiln-security-headers' },
);
