import fp from 'fastify-plugin';

/** Every answer names its request, so a report can be matched to its log lines. */
export const requestIdPlugin = fp(
  (app, _options, done) => {
    // A callback hook, not an async one: it runs on every answer and has nothing to wait for.
    app.addHook('onSend', (request, reply, payload, next) => {
      void reply.header('x-request-id', request.id);
      next(null, payload);
    });
    done();
  },
  { name: 'kiln-request-id' },
);
