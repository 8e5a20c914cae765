import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApiPath,
  apiKeyCreateRequestSchema,
  apiKeyCreatedEnvelope,
  apiKeyEnvelope,
  apiKeyListEnvelope,
} from '@portal/contract';
import { SESSION_ONLY } from './admin-guard.ts';
import { adminRouter } from './admin-route.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/** Owner-only management of machine clients' keys. */
export function apiKeysRoutes(deps: { apiKeysService: ApiKeysService }) {
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'apiKeys.manage', SESSION_ONLY);
    route.get(ApiPath.adminApiKeys, {
      summary: 'API keys (never the keys themselves)',
      response: apiKeyListEnvelope,
      data: () => deps.apiKeysService.list(),
    });
    route.post(ApiPath.adminApiKeys, {
      summary: 'Create an API key: the key is in this reply only',
      body: apiKeyCreateRequestSchema,
      response: apiKeyCreatedEnvelope,
      data: (req) => deps.apiKeysService.create(req.admin, req.body),
    });
    route.post(ApiPath.adminApiKeyRevoke, {
      summary: 'Revoke an API key (at once, for good)',
      params: z.object({ id: z.string().max(64) }),
      response: apiKeyEnvelope,
      data: (req) => deps.apiKeysService.revoke(req.admin, req.params.id),
    });
  };
}
