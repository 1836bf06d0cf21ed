import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { securitySchemes } from '../lib/api-key-docs';

/** The OpenAPI document built from every route's contract schemas, and its viewer at /api/docs. */
export const openApiPlugin = fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kiln API',
          description: 'Describe a UI component, get working Angular or React code.',
          version,
        },
        components: { securitySchemes },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'kiln-openapi' },
);
