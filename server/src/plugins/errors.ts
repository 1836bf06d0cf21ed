import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../errors';

/** Contract schemas check requests and shape answers; every error leaves in the one answer shape. */
export const errorsPlugin = fp(
  (app, _options, done) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    done();
  },
  { name: 'kiln-errors' },
);
