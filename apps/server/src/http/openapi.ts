import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SITE_VERSION } from '@portal/contract';

/**
 * The OpenAPI document, generated from the contract's zod schemas (always: `app.swagger()` and
 * scripts/openapi.ts need it). It is served (UI at /api/docs, JSON at /api/docs/json) only when `serve` is set:
 * it documents the admin and bridge endpoints, so a production server keeps it to itself (config API_DOCS).
 */
export async function registerOpenApi(app: FastifyInstance, options: { serve: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Prop portal API',
        version: SITE_VERSION,
        description:
          'Every reply is `{ result, data }`; `result` is 0 for OK or a code of SPEC §8. HTTP 200 for every reply that carries a result code, 400/-200 for invalid requests, 401 for missing, expired (-9) or invalid (-17) tokens, 429 when rate-limited, 500/-8 for faults.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The back office (decisions 013, 054): on the console's own origin only; state-changing calls of a
          // session also carry in X-XSRF-TOKEN the token its sign-in and Me replies carry in that header.
          // `__Host-op_session` over https.
          operatorSession: { type: 'apiKey', in: 'cookie', name: 'op_session' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The UI's package is imported only when it is served (decision 034).
  if (options.serve)
    await app.register((await import('@fastify/swagger-ui')).default, { routePrefix: '/api/docs', staticCSP: true });
}
