import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { car } from '@zhuyun/contracts';

/** OpenAPI 3.1 generated from the contracts at /api/openapi.json, browsable at /api/docs. */
export async function installOpenApi(app: FastifyInstance, publicOrigin: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zhuyun platform API',
        version: '0.1.0',
        description:
          'Every response is {code, msg, data}. Signed calls carry headers platformKey and signature, and timeStamp and ' +
          'randomNum in the query (GET, DELETE) or JSON body (POST, PUT); see the README for the signing recipe.',
      },
      servers: [{ url: publicOrigin }],
      components: {
        securitySchemes: {
          signature: { type: 'apiKey', in: 'header', name: 'signature', description: 'HMAC-SHA256 of the canonical request, with platformKey' },
          accessToken: { type: 'apiKey', in: 'header', name: 'access_token' },
          // A device's own key (ARCHITECTURE.md rule 13): its ingestion calls carry it instead of a session and a signature.
          deviceKey: { type: 'apiKey', in: 'header', name: car.DEVICE_KEY_HEADER, description: 'dk_<key id>.<secret>, issued by the unit administrator' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
