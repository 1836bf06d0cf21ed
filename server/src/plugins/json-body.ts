import fp from 'fastify-plugin';
import { parseJsonBody } from '../lib/json-body';

/** Kiln's own JSON parser: its limits and messages are in parseJsonBody. */
export const jsonBodyPlugin = fp(
  (app, _options, done) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, next) => {
      try {
        next(null, parseJsonBody(typeof body === 'string' ? body : body.toString('utf8')));
      } catch (error) {
        next(error instanceof Error ? error : new Error(String(error)), undefined);
      }
    });
    done();
  },
  { name: 'kiln-json-body' },
);
