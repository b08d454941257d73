import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's Zod schemas: JSON at /api/docs/json, a browsable page at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pulseboard API',
        version: '1.0.0',
        description: 'Envelope: { code, meta: { error, message }, data }',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-AUTHORIZATION' } },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
