import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiPath,
  apiKeyCreateRequestSchema,
  apiKeyCreatedEnvelope,
  apiKeyEnvelope,
  apiKeyListEnvelope,
} from '@portal/contract';
import { ok } from '../../http/refusal.ts';
import { SESSION_ONLY, type RequireOperator } from './admin-guard.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/** Owner-only management of machine clients' keys. */
export function apiKeysRoutes(deps: { apiKeysService: ApiKeysService; requireOperator: RequireOperator }) {
  const schemaBase = { tags: ['admin'], security: SESSION_ONLY };
  const guard = deps.requireOperator('apiKeys.manage');
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      ApiPath.adminApiKeys,
      {
        onRequest: guard,
        schema: {
          ...schemaBase,
          summary: 'API keys (never the keys themselves)',
          response: { 200: apiKeyListEnvelope },
        },
      },
      async () => ok(await deps.apiKeysService.list()),
    );
    r.post(
      ApiPath.adminApiKeys,
      {
        onRequest: guard,
        schema: {
          ...schemaBase,
          summary: 'Create an API key: the key is in this reply only',
          body: apiKeyCreateRequestSchema,
          response: { 200: apiKeyCreatedEnvelope },
        },
      },
      async (req) => ok(await deps.apiKeysService.create(req.admin, req.body)),
    );
    r.post(
      ApiPath.adminApiKeyRevoke,
      {
        onRequest: guard,
        schema: {
          ...schemaBase,
          summary: 'Revoke an API key (at once, for good)',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: apiKeyEnvelope },
        },
      },
      async (req) => ok(await deps.apiKeysService.revoke(req.admin, req.params.id)),
    );
  };
}
